import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import type { ScoresResponse } from '../../../shared/api/scores';
import { CardGrid } from '../../components/CardGrid';
import { EmptyState } from '../../components/EmptyState';
import { GridSkeleton } from '../../components/GridSkeleton';
import { ListHeader } from '../../components/ListHeader';
import { QueryView } from '../../components/QueryView';
import { RowCardSkeleton } from '../../components/RowCardSkeleton';
import { useScores } from './api';
import { ScoreRow } from './ScoreRow';
import './scores.css';

/**
 * /scores (product.md §2, product.md §10): a player's team's scored sessions with the rank, the joker
 * and ladies marks and the points (score + ladies + joker); for a user without a team every
 * scored session of the event, without points. Each opens /score.
 */
export default function ScoresScreen() {
  const { t } = useTranslation();
  const scores = useScores();

  return (
    <section className="screen">
      <ListHeader title={t('scores')} count={scores.data?.scores.length} back="/home" />
      <QueryView
        query={scores}
        loading={<GridSkeleton columns={1} card={<RowCardSkeleton />} count={5} />}
      >
        {(data) => <ScoreList data={data} />}
      </QueryView>
    </section>
  );
}

function ScoreList({ data }: { data: ScoresResponse }) {
  const { t } = useTranslation();
  if (data.scores.length === 0) {
    return (
      <EmptyState message={t('noScoresFound')} icon={<Trophy aria-hidden="true" size={40} />} />
    );
  }
  const withPoints = data.team_id !== null;
  return (
    <>
      {!withPoints && <p className="text-muted">{t('scoresAllSessions')}</p>}
      <CardGrid
        columns={1}
        items={data.scores}
        itemKey={(entry) => entry.id}
        itemHeight={withPoints ? 104 : 80}
        label={t('scores')}
        renderItem={(entry) => <ScoreRow entry={entry} withPoints={withPoints} />}
      />
    </>
  );
}
