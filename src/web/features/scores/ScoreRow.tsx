import { useTranslation } from 'react-i18next';
import type { ScoreEntry } from '../../../shared/api/scores';
import { DateText } from '../../components/DateText';
import { RowCard, RowCardDetail, RowCardThumb, RowCardTitle } from '../../components/RowCard';
import { PointsFigure } from './PointsFigure';
import { ScoreMarks } from './ScoreMark';
import { entryMarks, entryTotal } from './scoreMarks';

/**
 * One scored session on /scores; opens /score for it (selectedScoreId). With `withPoints` (a
 * player's own team) it shows the rank, the joker and ladies marks and the total points, else
 * (a user without a team) only the session.
 */
export function ScoreRow({ entry, withPoints }: { entry: ScoreEntry; withPoints: boolean }) {
  const { t } = useTranslation();
  return (
    <RowCard
      link={{ to: '/score', selectionKey: 'selectedScoreId', id: entry.id }}
      media={<RowCardThumb src={entry.photo_url} fallback="battle" />}
      end={
        withPoints ? <PointsFigure value={entryTotal(entry)} unit={t('rulesPoints')} /> : undefined
      }
    >
      <RowCardTitle dir="auto">{entry.name}</RowCardTitle>
      <RowCardDetail>
        <DateText value={entry.start_time} />
      </RowCardDetail>
      {withPoints && (
        <span className="score-row__facts">
          {entry.rank !== null && (
            <span className="score-row__rank tabular-nums">
              {t('scoreRank', { rank: entry.rank })}
            </span>
          )}
          <ScoreMarks kinds={entryMarks(entry)} />
        </span>
      )}
    </RowCard>
  );
}
