import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import './StarInput.css';
import './StarRating.css';

export interface StarInputProps {
  /** Already translated: what is rated ("Crew"). */
  label: string;
  /** 1 to `max`, or 0 while nothing is chosen. */
  value: number;
  onChange: (value: number) => void;
  max?: number;
}

/**
 * Stars to tap, 1 to 5: a group of radio buttons (arrow keys move between them), each a
 * 44 px star named "3 of 5"; the stars up to the chosen one are filled.
 */
export function StarInput({ label, value, onChange, max = 5 }: StarInputProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="star-input">
      <legend className="star-input__legend">{label}</legend>
      <div className="star-input__stars" role="radiogroup" aria-label={label}>
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          return (
            <label key={stars} className="star-input__option">
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                aria-label={t('ratingOutOf', { value: stars, max })}
                onChange={() => onChange(stars)}
              />
              <Star
                aria-hidden="true"
                size={32}
                className={
                  stars <= value
                    ? 'star-rating__star star-rating__star--filled'
                    : 'star-rating__star'
                }
              />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
