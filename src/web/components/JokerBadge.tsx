import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import './JokerBadge.css';

export interface JokerBadgeProps {
  /** eligible: a challenge that may be chosen as joker; chosen: the team's current joker. */
  variant?: 'eligible' | 'chosen';
  /** Already translated: words of the screen's own in place of "Joker" / "Your joker". */
  label?: string;
  /** Added to the badge's class, for where the screen places it. */
  className?: string;
}

/** The joker star as a small pill: "Joker" on an eligible challenge, "Your joker" on the chosen one. */
export function JokerBadge({ variant = 'eligible', label, className }: JokerBadgeProps) {
  const { t } = useTranslation();
  return (
    <span
      className={['joker-badge', `joker-badge--${variant}`, className].filter(Boolean).join(' ')}
    >
      <Star aria-hidden="true" size={16} className="joker-badge__star" />
      <span>{label ?? (variant === 'chosen' ? t('yourJoker') : t('joker'))}</span>
    </span>
  );
}
