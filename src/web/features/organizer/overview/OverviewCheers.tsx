import { useTranslation } from 'react-i18next';
import { PartyPopper } from 'lucide-react';
import type { OrganizerOverviewResponse } from '../../../../shared/api/organizerOverview';
import { Card } from '../../../components/Card';

/** How many cheers the event's teams received, and how many teams got at least one. */
export function OverviewCheers({
  cheers,
  teamCount,
}: {
  cheers: OrganizerOverviewResponse['cheers'];
  teamCount: number;
}) {
  const { t } = useTranslation('organizer');
  return (
    <Card as="section" className="overview-card" aria-labelledby="overview-cheers">
      <h2 className="overview-card__title" id="overview-cheers">
        <PartyPopper aria-hidden="true" size={22} />
        {t('overviewCheers')}
      </h2>
      <dl className="overview-stats">
        <div className="overview-stat">
          <dt>{t('overviewCheersTotal')}</dt>
          <dd>{cheers.total}</dd>
        </div>
        <div className="overview-stat">
          <dt>{t('overviewTeamsCheered')}</dt>
          <dd>{t('overviewOfTotal', { count: cheers.teams_cheered, total: teamCount })}</dd>
        </div>
      </dl>
    </Card>
  );
}
