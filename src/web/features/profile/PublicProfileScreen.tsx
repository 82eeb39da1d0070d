import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EyeOff, UserX } from 'lucide-react';
import { Avatar } from '../../components/Avatar';
import { BackButton } from '../../components/BackLink';
import { ButtonLink } from '../../components/ButtonLink';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { SkeletonText } from '../../components/SkeletonText';
import { ApiError } from '../../lib/api';
import { languageFor } from '../../lib/languages';
import { useSelectionId } from '../../lib/useSelectionId';
import type { ShownProfile } from '../../../shared/api/profile';
import { usePublicProfile } from './api';
import { CountryFlag } from './CountryFlag';
import { countryNamesIn } from './countryNames';
import { ProfileQuery } from './ProfileQuery';
import { ProfileTeamCard } from './ProfileTeamCard';
import { SocialLinks } from './SocialLinks';
import './profile.css';

/**
 * /public-profile (product.md §2): the person chosen on another screen (otherUserId; without one,
 * the own profile): photo, counts of challenges, teams and awards, name, country, bio, socials
 * and their teams, each opening /team. A profile that is not public says so, with a link to
 * /profile (where the owner can make theirs public).
 */
export default function PublicProfileScreen() {
  const { t } = useTranslation();
  const userId = useSelectionId('otherUserId');
  const profile = usePublicProfile(userId);
  const missing = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);

  return (
    <section className="screen">
      <BackToPrevious />
      <h1 className="visually-hidden">{t('publicProfile')}</h1>
      {missing ? (
        <EmptyState message={t('profileNotFound')} icon={<UserX aria-hidden="true" size={40} />}>
          <ButtonLink to="/profile" variant="secondary">
            {t('profileGoToProfile')}
          </ButtonLink>
        </EmptyState>
      ) : (
        <ProfileQuery query={profile} loading={<PublicProfileSkeleton />}>
          {(answer) =>
            answer.is_public ? (
              <ShownProfileView profile={answer} />
            ) : (
              <EmptyState
                message={t('profileNotPublic')}
                icon={<EyeOff aria-hidden="true" size={40} />}
              >
                <ButtonLink to="/profile" variant="secondary">
                  {t('profileGoToProfile')}
                </ButtonLink>
              </EmptyState>
            )
          }
        </ProfileQuery>
      )}
    </section>
  );
}

/** Back where the person came from (participants, /home, /profile); /profile on a fresh tab. */
function BackToPrevious() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = (window.history.state as { idx?: number } | null)?.idx;
  return (
    <BackButton
      label={t('back')}
      onClick={() => void (canGoBack ? navigate(-1) : navigate('/profile'))}
    />
  );
}

function ShownProfileView({ profile }: { profile: ShownProfile }) {
  const { t, i18n } = useTranslation();
  const language = languageFor(i18n.resolvedLanguage ?? i18n.language);
  const countryName = profile.country ? countryNamesIn(language.code)(profile.country) : null;
  const counts = [
    { key: 'battles', label: t('battles'), value: profile.battle_count },
    { key: 'teams', label: t('teams'), value: profile.team_count },
    { key: 'awards', label: t('awards'), value: profile.award_count },
  ];
  return (
    <>
      <Card as="article" className="public-profile">
        <Avatar src={profile.photo_url} alt="" size={112} />
        <h2 className="public-profile__name" dir="auto">
          {profile.full_name}
        </h2>
        {profile.country && (
          <p className="public-profile__country">
            <CountryFlag code={profile.country} className="public-profile__flag" />
            <span>{countryName ?? profile.country}</span>
          </p>
        )}
        {profile.bio && (
          <p className="public-profile__bio" dir="auto">
            {profile.bio}
          </p>
        )}
        <SocialLinks profile={profile} />
        <dl className="public-profile__counts">
          {counts.map((count) => (
            <div key={count.key} className="public-profile__count">
              <dt>{count.label}</dt>
              <dd className="tabular-nums">{count.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <section className="screen" aria-labelledby="profile-teams-title">
        <h2 id="profile-teams-title" className="profile-teams__title">
          {t('teams')}
        </h2>
        {profile.teams.length === 0 ? (
          <EmptyState message={t('noTeamsFound')} />
        ) : (
          <ul className="profile-teams">
            {profile.teams.map((team) => (
              <li key={team.id}>
                <ProfileTeamCard team={team} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function PublicProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="screen" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      <Card className="public-profile" aria-hidden="true">
        <Skeleton width={112} height={112} circle />
        <p className="public-profile__name">
          <SkeletonText width="50%" />
        </p>
        <p className="public-profile__bio">
          <SkeletonText width="70%" />
        </p>
        <Skeleton height={56} />
      </Card>
      <Skeleton height={240} />
    </div>
  );
}
