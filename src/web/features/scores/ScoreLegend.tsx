import { useTranslation } from 'react-i18next';
import { SCORE_MARKS, ScoreMark, type ScoreMarkKind } from './ScoreMark';
import { Card } from '../../components/Card';

const KINDS: readonly ScoreMarkKind[] = ['joker', 'ladies', 'rival', 'disqualified'];

/** What the marks of /score mean, each icon beside its explanation. */
export function ScoreLegend() {
  const { t } = useTranslation();
  return (
    <Card as="section" className="score-legend" aria-labelledby="score-legend-title">
      <h2 id="score-legend-title" className="score-section-title">
        {t('scoreLegend')}
      </h2>
      <dl className="score-legend__list">
        {KINDS.map((kind) => (
          <div key={kind} className="score-legend__item">
            <dt>
              <ScoreMark kind={kind} />
            </dt>
            <dd>{t(SCORE_MARKS[kind].legend)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
