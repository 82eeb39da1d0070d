import { useEffect, useEffectEvent, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts, type CountdownParts, type Moment } from '../../shared/eventRules';
import type { CommonKey } from '../lib/i18n';
import { CountdownRing } from './CountdownRing';
import './Countdown.css';

/** product.md §9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

const UNITS: readonly { part: keyof CountdownParts; labelKey: CommonKey }[] = [
  { part: 'days', labelKey: 'countdownDays' },
  { part: 'hours', labelKey: 'countdownHours' },
  { part: 'minutes', labelKey: 'countdownMinutes' },
  { part: 'seconds', labelKey: 'countdownSeconds' },
];

export interface CountdownProps {
  /** The moment counted down to (the event date). */
  target: Moment;
  /** Already translated title shown above the rings, e.g. t('eventStartsIn'); names the timer. */
  label: string;
  /** Called once when the target is reached while the countdown is shown. */
  onReached?: () => void;
}

const timeOf = (moment: Moment): number => new Date(moment).getTime();

const subscribeNever = () => () => {};
/**
 * Whether the time left may be shown: not on the server, whose clock the page may outlive, nor
 * while the browser takes a server-drawn screen over (its first render must be the drawing).
 */
const useBrowserClock = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

/**
 * A live countdown (product.md §4): days, hours, minutes and seconds, each in a ring. It ticks every
 * second only while the target is in the future, stops at zero, and clears its timer when it
 * stops or leaves the screen. A role="timer" region, which screen readers do not announce on
 * every tick. Drawn on the server, it shows "--" until the browser's clock takes over.
 */
export function Countdown({ target, label, onReached }: CountdownProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const targetTime = timeOf(target);
  const [now, setNow] = useState(() => Date.now());
  const reached = useEffectEvent(() => onReached?.());
  const browserClock = useBrowserClock();

  useEffect(() => {
    if (!(Date.now() < targetTime)) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= targetTime) {
        clearInterval(timer);
        reached();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [targetTime]);

  const parts = browserClock ? countdownParts(targetTime, now) : null;
  return (
    <div className="countdown" role="timer" aria-labelledby={titleId}>
      <p id={titleId} className="countdown__title">
        {label}
      </p>
      <div className="countdown__rings">
        {UNITS.map(({ part, labelKey }) => (
          <CountdownRing
            key={part}
            part={part}
            value={parts ? parts[part] : null}
            label={t(labelKey)}
          />
        ))}
      </div>
    </div>
  );
}
