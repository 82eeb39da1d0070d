import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import {
  messagingUrl,
  SOCIAL_SERVICES,
  socialUrl,
  type ShownProfile,
} from '../../../shared/api/profile';
import { SocialIcon } from './SocialIcon';
import { SOCIAL_NAMES } from './socialServices';

/**
 * The socials of a public profile as round icon links to the services (a handle becomes its
 * profile address), and the phone as a messaging link. Each opens in a new tab.
 */
export function SocialLinks({ profile }: { profile: ShownProfile }) {
  const { t } = useTranslation();
  const links = SOCIAL_SERVICES.flatMap((service) => {
    const value = profile[service];
    const url = value ? socialUrl(service, value) : null;
    return url ? [{ key: service, url, label: SOCIAL_NAMES[service], service }] : [];
  });
  const chat = profile.phone ? messagingUrl(profile.phone) : null;
  if (links.length === 0 && !chat) return null;
  return (
    <ul className="public-profile__socials">
      {links.map((link) => (
        <li key={link.key}>
          <a
            className="social-link"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.label}
            title={link.label}
          >
            <SocialIcon service={link.service} />
          </a>
        </li>
      ))}
      {chat && (
        <li>
          <a
            className="social-link"
            href={chat}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('profileSendMessage')}
            title={t('profileSendMessage')}
          >
            <MessageCircle aria-hidden="true" size={20} />
          </a>
        </li>
      )}
    </ul>
  );
}
