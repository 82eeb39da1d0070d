import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import type { ScoreEntry } from '../../../shared/api/scores';
import { DateText } from '../../components/DateText';
import { Img } from '../../components/Img';
import { SelectionLink } from '../../components/SelectionLink';
import { PointsFigure } from './PointsFigure';
import { ScoreMarks } from './ScoreMark';
import { entryMarks, entryTotal } from './scoreMarks';
import '../../components/rowCard.css';

/**
 * One scored session on /scores; opens /score for it (selectedScoreId). With `withPoints` (a
 * player's own team) it shows the rank, the joker and ladies marks and the total points, else
 * (a user without a team) only the session.
 */
export function ScoreRow({ entry, withPoints }: { entry: ScoreEntry; withPoints: boolean }) {
  const { t } = useTranslation();
  return (
    <SelectionLink to="/score" selectionKey="selectedScoreId" id={entry.id} className="row-card">
      <Img
        src={entry.photo_url}
        alt=""
        fallback="battle"
        width={56}
        height={56}
        className="row-card__thumb"
      />
      <span className="row-card__text">
        <span className="row-card__title" dir="auto">
          {entry.name}
        </span>
        <span className="row-card__detail">
          <DateText value={entry.start_time} />
        </span>
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
      </span>
      {withPoints ? (
        <PointsFigure value={entryTotal(entry)} unit={t('rulesPoints')} />
      ) : (
        <ChevronRight className="row-card__chevron flip-in-rtl" aria-hidden="true" size={20} />
      )}
    </SelectionLink>
  );
}
