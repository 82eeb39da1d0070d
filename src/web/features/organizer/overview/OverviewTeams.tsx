import { useTranslation } from 'react-i18next';
import { CircleCheck, UsersRound } from 'lucide-react';
import type { OverviewTeam } from '../../../../shared/api/organizerOverview';
import type { ReadinessItem } from '../../../../shared/readiness';
import { Card } from '../../../components/Card';
import { ProgressBar } from '../../../components/ProgressBar';
import type { OrganizerKey } from '../../../lib/i18n';

const ITEM_KEYS: Record<ReadinessItem, OrganizerKey> = {
  captain: 'readinessItemCaptain',
  players: 'readinessItemPlayers',
  photo: 'readinessItemPhoto',
  slogan: 'readinessItemSlogan',
  bio: 'readinessItemBio',
  song: 'readinessItemSong',
  joker: 'readinessItemJoker',
  challenged: 'readinessItemChallenged',
};

/** The teams below 100 % readiness, least ready first, each with what it still lacks. */
export function OverviewTeams({ teams, total }: { teams: readonly OverviewTeam[]; total: number }) {
  const { t } = useTranslation('organizer');
  return (
    <Card as="section" className="overview-card" aria-labelledby="overview-teams">
      <h2 className="overview-card__title" id="overview-teams">
        <UsersRound aria-hidden="true" size={22} />
        {t('overviewTeamsNotReady', { count: teams.length, total })}
      </h2>
      {total === 0 ? (
        <p className="overview-card__text">{t('overviewNoTeams')}</p>
      ) : teams.length === 0 ? (
        <p className="overview-card__text overview-card__text--done">
          <CircleCheck aria-hidden="true" size={18} />
          {t('overviewAllTeamsReady')}
        </p>
      ) : (
        <ul className="overview-list">
          {teams.map((team) => (
            <li key={team.id} className="overview-list__item overview-team">
              <span className="overview-team__head">
                <span className="overview-list__name">
                  <bdi>{team.name}</bdi>
                </span>
                <span className="overview-team__percent">
                  {t('overviewReadiness', { percent: team.readiness })}
                </span>
              </span>
              <ProgressBar
                value={team.readiness}
                label={t('readinessOf', { ns: 'common', team: team.name })}
              />
              <span className="visually-hidden">{t('overviewMissing')}</span>
              <ul className="overview-chips">
                {team.missing.map((item) => (
                  <li key={item} className="overview-chip">
                    {t(ITEM_KEYS[item])}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
