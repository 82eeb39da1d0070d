import { useTranslation } from 'react-i18next';
import type { ReviewedResult, ReviewSession } from '../../../../shared/api/organizerReview';

type Change = ReviewSession['changes'][number];

/** One team whose result would change: what counts now above what the crew submitted. */
export function ResultChange({ change }: { change: Change }) {
  const { t } = useTranslation('organizer');
  return (
    <li className="review-change">
      <p className="review-change__team">
        <bdi>{change.team_name}</bdi>
      </p>
      <dl className="review-change__sides">
        <dt>{t('reviewBefore')}</dt>
        <dd>
          <ResultText result={change.before} />
        </dd>
        <dt>{t('reviewAfter')}</dt>
        <dd className="review-change__after">
          <ResultText result={change.after} />
        </dd>
      </dl>
    </li>
  );
}

/** A result in a line: rank and points, then the values typed and the marks set. */
function ResultText({ result }: { result: ReviewedResult | null }) {
  const { t } = useTranslation('organizer');
  if (result === null) return <span className="review-change__none">{t('reviewNoResult')}</span>;
  // Each value isolated left to right, so a time's colons never reorder in a right-to-left line.
  const ltr = (value: number | string) => `\u2066${value}\u2069`;
  const values = [
    result.score_1 !== null && t('reviewScore1', { value: ltr(result.score_1) }),
    result.score_2 !== null && t('reviewScore2', { value: ltr(result.score_2) }),
    result.time_1 !== null && t('reviewTime1', { value: ltr(result.time_1) }),
    result.time_2 !== null && t('reviewTime2', { value: ltr(result.time_2) }),
  ].filter((value): value is string => value !== false);
  const marks = [
    result.is_disqualified && t('crewDisqualified', { ns: 'common' }),
    result.is_joker && t('joker', { ns: 'common' }),
    result.is_ladies && t('crewLadies', { ns: 'common' }),
    result.is_fairplay && t('crewFairplay', { ns: 'common' }),
  ].filter((mark): mark is string => mark !== false);
  return (
    <span className="review-result">
      <span className="review-result__main">
        {result.rank === null ? t('reviewNoRank') : t('reviewRank', { rank: result.rank })}
        {' · '}
        {t('reviewPoints', { points: result.points })}
      </span>
      {values.length > 0 && <span className="review-result__values">{values.join(' · ')}</span>}
      {marks.length > 0 && (
        <span className="review-result__marks">
          {marks.map((mark) => (
            <span key={mark} className="review-mark">
              {mark}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
