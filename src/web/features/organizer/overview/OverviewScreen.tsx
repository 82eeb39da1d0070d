import { useTranslation } from 'react-i18next';
import { MonitorPlay } from 'lucide-react';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { SkeletonText } from '../../../components/SkeletonText';
import { useOverview, useSetupChecklist } from './api';
import { ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { OverviewBattles } from './OverviewBattles';
import { OverviewCheers } from './OverviewCheers';
import { OverviewMailWarning } from './OverviewMailWarning';
import { OverviewRatings } from './OverviewRatings';
import { OverviewTeams } from './OverviewTeams';
import { PrintPosterLink } from '../poster/PrintPosterLink';
import { SetupChecklist } from './SetupChecklist';
import './overview.css';

/**
 * /organizer/overview, the console's first section: what needs the organizer now. While the
 * event is not fully set up, its set-up checklist comes first (a new event lands here). Mails that
 * failed come first, then the results still missing per battle, the teams not ready, the cheers
 * and the ratings. Above them, the way to the big screen (/big-screen) for the venue's projector.
 */
export default function OverviewScreen() {
  const { t } = useTranslation('organizer');
  const overview = useOverview();
  const checklist = useSetupChecklist();
  return (
    <ConsoleScreen titleKey="sectionOverview">
      <p className="console__lead">{t('overviewLead')}</p>
      {checklist.data && <SetupChecklist checklist={checklist.data} />}
      <ButtonLink to="/big-screen" variant="secondary" aria-describedby="overview-big-screen">
        <MonitorPlay aria-hidden="true" size={20} />
        {t('bigScreenOpen')}
      </ButtonLink>
      <p className="console__lead" id="overview-big-screen">
        {t('bigScreenHint')}
      </p>
      <PrintPosterLink />
      <ConsoleQuery query={overview} loading={<OverviewSkeleton />}>
        {(data) => (
          <>
            {data.mails.failed > 0 && <OverviewMailWarning failed={data.mails.failed} />}
            <OverviewBattles battles={data.battles} />
            <OverviewTeams teams={data.teams_not_ready} total={data.team_count} />
            <OverviewCheers cheers={data.cheers} teamCount={data.team_count} />
            <OverviewRatings ratings={data.ratings} />
            <p className="overview-mails-sent">
              {t('overviewMailsSent', { sent: data.mails.sent, failed: data.mails.failed })}
            </p>
          </>
        )}
      </ConsoleQuery>
    </ConsoleScreen>
  );
}

function OverviewSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="overview-skeleton" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {[0, 1, 2].map((card) => (
        <Card key={card}>
          <p className="overview-card__title">
            <SkeletonText width="50%" />
          </p>
          <p>
            <SkeletonText />
          </p>
          <p>
            <SkeletonText width="65%" />
          </p>
        </Card>
      ))}
    </div>
  );
}
