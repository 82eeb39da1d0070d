import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell, Home, User, type LucideIcon } from 'lucide-react';
import BellBadge from '../features/notifications/BellBadge';
import type { CommonKey } from '../lib/i18n';

const ITEMS: readonly { to: string; labelKey: CommonKey; icon: LucideIcon }[] = [
  { to: '/notifications', labelKey: 'notifications', icon: Bell },
  { to: '/home', labelKey: 'home', icon: Home },
  { to: '/profile', labelKey: 'profile', icon: User },
];

/**
 * The three-icon bar at the bottom of signed-in screens; the current one is highlighted and the
 * bell carries the unread count. Loaded lazily by Layout, with the badge's read.
 *
 * Each link is named by its content: the label as visually hidden text, then on the bell the
 * badge, whose spoken text carries the count it shows ("Notifications 3 unread"). So the name
 * holds all the visible text (WCAG 2.5.3 Label in Name, axe's label-content-name-mismatch), and
 * a speech-input user who says what they see reaches the link.
 */
export default function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('mainNavigation')}>
      <ul className="bottom-nav__list">
        {ITEMS.map(({ to, labelKey, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className="bottom-nav__link">
              <span className="visually-hidden">{t(labelKey)}</span>{' '}
              <span className="bottom-nav__bell">
                <Icon className="bottom-nav__icon" aria-hidden="true" size={24} />
                {Icon === Bell && <BellBadge />}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
