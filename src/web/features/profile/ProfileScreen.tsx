import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BellRing,
  ClipboardList,
  Eye,
  Languages,
  LogOut,
  Mail,
  Repeat,
  Share2,
  UserPen,
} from 'lucide-react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';
import { languageFor } from '../../lib/languages';
import { setSelection } from '../../lib/session';
import { useSignOut } from '../access/api';
import { ROLE_APPEARANCE } from '../selection/roleAppearance';
import type { Profile } from '../../../shared/api/profile';
import { useProfile } from './api';
import { CONTACT_MAIL_LINK } from './contact';
import { ProfileMenuRow } from './ProfileMenuRow';
import { ProfileQuery } from './ProfileQuery';
import './profile.css';

/**
 * /profile (product.md §2): picture, full name, e-mail and the session's role, then the entries:
 * change role, public profile (only when public), edit profile, language, socials, notifications
 * on this device (Web Push), contact us (a mail link), and sign out. Reached from the bottom navigation with or without a role.
 */
export default function ProfileScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const signOut = useSignOut();

  return (
    <section className="screen profile-screen">
      <h1 className="visually-hidden">{t('profile')}</h1>
      <ProfileQuery query={profile} loading={<ProfileSkeleton />}>
        {(person) => (
          <>
            <ProfileHeader person={person} />
            <ProfileMenu person={person} />
          </>
        )}
      </ProfileQuery>
      <Button variant="secondary" busy={signOut.isPending} onClick={() => signOut.mutate()}>
        {!signOut.isPending && <LogOut className="flip-in-rtl" aria-hidden="true" size={20} />}
        {t('signOut')}
      </Button>
    </section>
  );
}

function ProfileHeader({ person }: { person: Profile }) {
  const { t } = useTranslation();
  const role = person.role ? ROLE_APPEARANCE[person.role] : null;
  return (
    <Card as="header" className="profile-header">
      <Avatar src={person.picture} alt="" size={96} />
      <p className="profile-header__name" dir="auto">
        {person.full_name}
      </p>
      <p className="profile-header__email text-muted" dir="ltr">
        {person.email}
      </p>
      <p className="profile-header__role">
        <span className="visually-hidden">{t('profileCurrentRole')}</span>
        {role ? (
          <span className="profile-role" style={{ '--role-color': role.color } as CSSProperties}>
            <role.icon className="profile-role__icon" aria-hidden="true" size={16} />
            <span>{t(role.nameKey)}</span>
          </span>
        ) : (
          <span className="profile-role profile-role--none">{t('profileNoRole')}</span>
        )}
      </p>
    </Card>
  );
}

function ProfileMenu({ person }: { person: Profile }) {
  const { t, i18n } = useTranslation();
  const language = languageFor(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Card as="nav" className="profile-menu" aria-label={t('profile')}>
      <ul>
        <ProfileMenuRow icon={Repeat} label={t('profileChangeRole')} to="/role" />
        {person.role === 'organizer' && (
          <ProfileMenuRow icon={ClipboardList} label={t('organizerConsole')} to="/organizer" />
        )}
        {person.is_public && (
          <ProfileMenuRow
            icon={Eye}
            label={t('publicProfile')}
            to="/public-profile"
            onClick={() => setSelection('otherUserId', person.id)}
          />
        )}
        <ProfileMenuRow icon={UserPen} label={t('editProfile')} to="/edit-profile" />
        <ProfileMenuRow
          icon={Languages}
          label={t('language')}
          value={
            <span lang={language.code} dir={language.dir}>
              {language.nativeName}
            </span>
          }
          to="/language"
        />
        <ProfileMenuRow icon={Share2} label={t('connections')} to="/connections" />
        <ProfileMenuRow icon={BellRing} label={t('pushSettings')} to="/profile/notifications" />
        <ProfileMenuRow icon={Mail} label={t('profileContactUs')} href={CONTACT_MAIL_LINK} />
      </ul>
    </Card>
  );
}

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Card className="profile-header" aria-hidden="true">
        <Skeleton width={96} height={96} circle />
        <p className="profile-header__name">
          <SkeletonText width="55%" />
        </p>
        <p className="profile-header__email">
          <SkeletonText width="65%" />
        </p>
        <p className="profile-header__role">
          <Skeleton width={120} height={28} className="profile-role" />
        </p>
      </Card>
      <Card className="profile-menu" aria-hidden="true">
        {Array.from({ length: 7 }, (_, i) => (
          <Skeleton key={i} height={52} />
        ))}
      </Card>
    </div>
  );
}
