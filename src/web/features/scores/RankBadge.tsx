import { useTranslation } from 'react-i18next';

/**
 * A position or rank in a round badge that grows with its digits (10 and up are never cut),
 * the first three on the brand colour. Screen readers hear "Position 3" (or the given label).
 */
export function RankBadge({ value, label }: { value: number | null; label?: string }) {
  const { t } = useTranslation();
  const podium = value !== null && value <= 3;
  return (
    <span className={podium ? 'rank-badge rank-badge--podium' : 'rank-badge'}>
      <span className="visually-hidden">{label ?? t('leaderboardPosition')} </span>
      <span className="tabular-nums">{value ?? '–'}</span>
    </span>
  );
}
