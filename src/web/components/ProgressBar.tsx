import type { CSSProperties } from 'react';
import { clampPercent } from '../../shared/readiness';
import './ProgressBar.css';

export interface ProgressBarProps {
  /** A percent; anything below 0 or above 100 is drawn as 0 or 100 (product.md §9). */
  value: number;
  /** Already translated; names the bar for screen readers, e.g. "Readiness of Team Maple". */
  label: string;
}

/**
 * A horizontal bar filled to a percent, from the start of the reading direction (so from the
 * right in Arabic). A full bar turns the success colour. The number itself is shown beside it
 * by the screen; the bar repeats it for screen readers as a progressbar. A <span>, so it may sit
 * inside a link's text.
 */
export function ProgressBar({ value, label }: ProgressBarProps) {
  const percent = clampPercent(value);
  const style = { '--progress': `${percent}%` } as CSSProperties;
  return (
    <span
      className={percent >= 100 ? 'progress-bar progress-bar--complete' : 'progress-bar'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      style={style}
    >
      <span className="progress-bar__fill" />
    </span>
  );
}
