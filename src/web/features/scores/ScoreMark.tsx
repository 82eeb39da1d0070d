import { useTranslation } from 'react-i18next';
import { Ban, Star, Swords, Venus, type LucideIcon } from 'lucide-react';
import type { CommonKey } from '../../lib/i18n';

/**
 * The marks of a result (product.md §2 /scores, /score): the joker star, the ladies bonus (lucide has
 * no woman's head, so the female sign stands for it), a rival of the viewer's team, and a
 * disqualification. Each is one image with its own name, so a screen reader hears "Ladies
 * bonus" where a sighted person sees the sign, and the legend explains them in words.
 */
export type ScoreMarkKind = 'joker' | 'ladies' | 'rival' | 'disqualified';

export const SCORE_MARKS: Record<
  ScoreMarkKind,
  { icon: LucideIcon; label: CommonKey; legend: CommonKey }
> = {
  joker: { icon: Star, label: 'rulesJoker', legend: 'scoreLegendJoker' },
  ladies: { icon: Venus, label: 'rulesLadies', legend: 'scoreLegendLadies' },
  rival: { icon: Swords, label: 'scoreRival', legend: 'scoreLegendRival' },
  disqualified: { icon: Ban, label: 'scoreDisqualified', legend: 'scoreLegendDisqualified' },
};

export function ScoreMark({ kind }: { kind: ScoreMarkKind }) {
  const { t } = useTranslation();
  const { icon: Icon, label } = SCORE_MARKS[kind];
  return (
    <span
      className={`score-mark score-mark--${kind}`}
      role="img"
      aria-label={t(label)}
      title={t(label)}
    >
      <Icon aria-hidden="true" size={16} />
    </span>
  );
}

/** The marks that apply, in one fixed order, so rows line up. */
export function ScoreMarks({ kinds }: { kinds: readonly ScoreMarkKind[] }) {
  if (kinds.length === 0) return null;
  return (
    <span className="score-marks">
      {kinds.map((kind) => (
        <ScoreMark key={kind} kind={kind} />
      ))}
    </span>
  );
}
