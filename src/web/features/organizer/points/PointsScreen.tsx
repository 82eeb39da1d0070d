import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { Skeleton } from '../../../components/Skeleton';
import { useEventBattles, usePointsTable, useTiebreak } from './api';
import { ConsoleListSkeleton, ConsoleQuery, ConsoleScreen } from '../shared/ConsoleScreen';
import { PointsTableForm } from './PointsTableForm';
import { TiebreakForm } from './TiebreakForm';
import './points.css';

/**
 * /organizer/points: the points table (points, joker and ladies bonus per rank) and below it the
 * order of the tiebreak battles. Both are what players read on /scoring-rules.
 */
export default function PointsScreen() {
  const { t } = useTranslation('organizer');
  const table = usePointsTable();
  const tiebreak = useTiebreak();
  const battles = useEventBattles();
  return (
    <ConsoleScreen titleKey="sectionPoints">
      <Card className="points-card">
        <h2 className="console-form__group">{t('pointsTableTitle')}</h2>
        <p className="console__lead">{t('pointsTableLead')}</p>
        <ConsoleQuery query={table} loading={<PointsSkeleton />}>
          {(rows) => <PointsTableForm key={JSON.stringify(rows)} initial={rows} />}
        </ConsoleQuery>
      </Card>
      <Card className="points-card">
        <h2 className="console-form__group">{t('tiebreakTitle')}</h2>
        <p className="console__lead">{t('tiebreakLead')}</p>
        <ConsoleQuery query={tiebreak} loading={<ConsoleListSkeleton />}>
          {(order) => (
            <ConsoleQuery query={battles} loading={<ConsoleListSkeleton />}>
              {(list) => (
                <TiebreakForm
                  key={order.map((battle) => battle.id).join()}
                  initial={order}
                  battles={list}
                />
              )}
            </ConsoleQuery>
          )}
        </ConsoleQuery>
      </Card>
    </ConsoleScreen>
  );
}

/** The grid while it loads: a few ranks in the grid's shape. */
function PointsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="points-skeleton" role="status">
      <span className="visually-hidden">{t('loading')}</span>
      {[1, 2, 3].map((rank) => (
        <span key={rank} className="points-skeleton__row">
          <Skeleton width={32} height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </span>
      ))}
    </div>
  );
}
