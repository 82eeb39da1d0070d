import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import './StarRating.css';

export interface StarRatingProps {
  /** 0 to `max`; rounded and clamped. */
  value: number;
  max?: number;
  /** Already translated name of what is rated ("Endurance"); joins the accessible label. */
  label?: string;
  size?: number;
}

/**
 * A read-only row of stars, filled from the reading start. Screen readers hear one image,
 * "4 of 5" (or "Endurance: 4 of 5" with a label), instead of five separate stars.
 */
export function StarRating({ value, max = 5, label, size = 20 }: StarRatingProps) {
  const { t } = useTranslation();
  const filled = Math.min(max, Math.max(0, Math.round(value)));
  const accessibleLabel = label
    ? t('namedRating', { name: label, value: filled, max })
    : t('ratingOutOf', { value: filled, max });

  return (
    <span className="star-rating" role="img" aria-label={accessibleLabel}>
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          size={size}
          className={
            index < filled ? 'star-rating__star star-rating__star--filled' : 'star-rating__star'
          }
        />
      ))}
    </span>
  );
}
