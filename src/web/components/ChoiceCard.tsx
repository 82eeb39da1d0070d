import type { CSSProperties, ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Spinner } from './Spinner';
import './ChoiceCard.css';

export interface ChoiceCardProps {
  /** Already translated or user content: the card's name. */
  title: string;
  /** Secondary lines under the title (dates, descriptions). */
  details?: ReactNode;
  /** A picture or icon tile at the start (row) or on top (banner). */
  media: ReactNode;
  layout?: 'row' | 'banner';
  /** A CSS colour that tints the card's edge and icon tile, e.g. a role colour. */
  accent?: string;
  busy?: boolean;
  disabled?: boolean;
  onChoose: () => void;
}

/**
 * One option of a choice list (role, event, team, battle): the whole card is one button,
 * at least 72 px high, with a chevron that shows where tapping leads (a spinner while busy).
 */
export function ChoiceCard({
  title,
  details,
  media,
  layout = 'row',
  accent,
  busy = false,
  disabled = false,
  onChoose,
}: ChoiceCardProps) {
  const style = accent ? ({ '--choice-accent': accent } as CSSProperties) : undefined;
  return (
    <button
      type="button"
      className={`choice-card choice-card--${layout}`}
      style={style}
      onClick={onChoose}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      <span className="choice-card__media">{media}</span>
      <span className="choice-card__body">
        <span className="choice-card__text">
          <span className="choice-card__title">{title}</span>
          {details && <span className="choice-card__details">{details}</span>}
        </span>
        <span className="choice-card__end">
          {busy ? (
            <Spinner />
          ) : (
            <ChevronRight className="flip-in-rtl" aria-hidden="true" size={20} />
          )}
        </span>
      </span>
    </button>
  );
}
