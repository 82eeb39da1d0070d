import { clampPercent } from '../../../shared/readiness';

const SIZE = 88;
const STROKE = 8;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The readiness percent in a ring filled to that share (clamped to 0–100, product.md §9). The ring
 * is drawn only; the percent is text, part of the name of the button around it.
 */
export function ReadinessRing({ percent }: { percent: number }) {
  const shown = clampPercent(percent);
  return (
    <span className="readiness-ring">
      <svg
        className="readiness-ring__svg"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        focusable="false"
        aria-hidden="true"
      >
        <circle className="readiness-ring__track" cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} />
        <circle
          className="readiness-ring__progress"
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - shown / 100)}
          data-empty={shown === 0 || undefined}
        />
      </svg>
      <span className="readiness-ring__value tabular-nums">{shown}%</span>
    </span>
  );
}
