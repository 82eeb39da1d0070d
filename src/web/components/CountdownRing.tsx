import { useId } from 'react';
import { countdownRingFraction, type CountdownParts } from '../../shared/eventRules';
import './CountdownRing.css';

export interface CountdownRingProps {
  part: keyof CountdownParts;
  /** Null while the browser's clock is not read yet (a screen drawn on the server): "--". */
  value: number | null;
  /** Already translated unit, e.g. t('countdownSeconds'). */
  label: string;
}

const SIZE = 64;
const STROKE = 5;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * One unit of the countdown: the number in a ring filled to its share of the unit's full turn
 * (product.md §9: 100 days, 24 hours, 60 minutes, 60 seconds). A group named after its unit, so
 * "42 Seconds" reads as one thing.
 */
export function CountdownRing({ part, value, label }: CountdownRingProps) {
  const labelId = useId();
  const fraction = value === null ? 0 : countdownRingFraction(part, value);
  return (
    <div className="countdown-ring" role="group" aria-labelledby={labelId}>
      <span className="countdown-ring__dial">
        <svg
          className="countdown-ring__svg"
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          aria-hidden="true"
          focusable="false"
        >
          <circle className="countdown-ring__track" cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} />
          <circle
            className="countdown-ring__progress"
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
            data-fraction={fraction}
          />
        </svg>
        <span className="countdown-ring__value tabular-nums">
          {value === null ? '--' : String(value).padStart(2, '0')}
        </span>
      </span>
      <span id={labelId} className="countdown-ring__label">
        {label}
      </span>
    </div>
  );
}
