import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck, Swords } from 'lucide-react';
import type { OverviewBattle } from '../../../../shared/api/organizerOverview';
import { Card } from '../../../components/Card';

/** Per battle: its sessions complete and the results still missing from its ended sessions. */
export function OverviewBattles({ battles }: { battles: readonly OverviewBattle[] }) {
  const { t } = useTranslation('organizer');
  return (
    <Card as="section" className="overview-card" aria-labelledby="overview-battles">
      <h2 className="overview-card__title" id="overview-battles">
        <Swords aria-hidden="true" size={22} />
        {t('overviewResults')}
      </h2>
      {battles.length === 0 ? (
        <p className="overview-card__text">
          {t('overviewNoBattles')} <Link to="/organizer/battles">{t('overviewAddBattles')}</Link>
        </p>
      ) : (
        <ul className="overview-list">
          {battles.map((battle) => (
            <li key={battle.id} className="overview-list__item">
              <span className="overview-list__text">
                <span className="overview-list__name">
                  <bdi>{battle.name}</bdi>
                </span>
                <span className="overview-list__detail">
                  {battle.sessions === 0
                    ? t('overviewNoSessions')
                    : t('overviewSessionsComplete', {
                        done: battle.sessions_complete,
                        total: battle.sessions,
                      })}
                </span>
              </span>
              <BattleFlag battle={battle} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * Missing results of ended sessions ask for action; a battle whose sessions are all complete is
 * done; sessions still to come need nothing yet.
 */
function BattleFlag({ battle }: { battle: OverviewBattle }) {
  const { t } = useTranslation('organizer');
  if (battle.results_missing > 0) {
    return (
      <span className="overview-flag overview-flag--missing">
        <CircleAlert aria-hidden="true" size={16} />
        {t('overviewResultsMissing', { count: battle.results_missing })}
      </span>
    );
  }
  if (battle.sessions === 0 || battle.sessions_complete < battle.sessions) return null;
  return (
    <span className="overview-flag overview-flag--done">
      <CircleCheck aria-hidden="true" size={16} />
      {t('overviewNoResultsMissing')}
    </span>
  );
}
