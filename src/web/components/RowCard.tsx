import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import type { SelectionKey } from '../lib/session';
import { Img, type ImgProps } from './Img';
import { SelectionLink } from './SelectionLink';
import './rowCard.css';

export interface RowCardLink {
  /** The screen that shows the chosen entry, e.g. /company. */
  to: string;
  /** The session-storage key that screen reads, e.g. otherCompanyId. */
  selectionKey: SelectionKey;
  id: number;
}

export interface RowCardProps {
  /**
   * Where the row leads: the whole row is then one link, named by its text. Without it the row
   * is a placeholder while its list loads, hidden from screen readers.
   */
  link?: RowCardLink;
  /** The picture at the start: a RowCardThumb, a swatch, a medal or a Skeleton. */
  media: ReactNode;
  /** At the end, instead of the chevron a link shows (e.g. the points of a score). */
  end?: ReactNode;
  /** The card's own class, for what it adds to the row. */
  className?: string;
  /** The text column: a RowCardTitle, RowCardDetail lines and anything the card adds. */
  children: ReactNode;
}

/**
 * A row card of the one-column lists (/companies, /houses, /awards, /badges, …): a picture,
 * a column of text and a chevron, the whole row one link.
 */
export function RowCard({ link, media, end, className, children }: RowCardProps) {
  const rowClass = ['row-card', className].filter(Boolean).join(' ');
  const content = (
    <>
      {media}
      <span className="row-card__text">{children}</span>
    </>
  );
  if (!link) {
    return (
      <span className={rowClass} aria-hidden="true">
        {content}
        {end}
      </span>
    );
  }
  return (
    <SelectionLink to={link.to} selectionKey={link.selectionKey} id={link.id} className={rowClass}>
      {content}
      {end ?? (
        <ChevronRight className="row-card__chevron flip-in-rtl" aria-hidden="true" size={20} />
      )}
    </SelectionLink>
  );
}

export interface RowCardThumbProps extends Pick<ImgProps, 'src' | 'fallback'> {
  /** 64 px instead of 56 (the winner's photo of an award). */
  large?: boolean;
}

/** A row card's picture: decoration next to the row's own name, so it has no text of its own. */
export function RowCardThumb({ src, fallback, large = false }: RowCardThumbProps) {
  const size = large ? 64 : 56;
  return (
    <Img
      src={src}
      alt=""
      fallback={fallback}
      width={size}
      height={size}
      className={large ? 'row-card__thumb row-card__thumb--large' : 'row-card__thumb'}
    />
  );
}

/** A row card's title; a name from the server takes dir="auto". */
export function RowCardTitle(props: Omit<ComponentPropsWithoutRef<'span'>, 'className'>) {
  return <span {...props} className="row-card__title" />;
}

type RowCardDetailProps =
  | ({ as?: 'span' } & ComponentPropsWithoutRef<'span'>)
  | ({ as: 'time' } & ComponentPropsWithoutRef<'time'>);

/** A smaller, muted line under the title; as="time" for a moment (with its dateTime). */
export function RowCardDetail({ as, className, ...rest }: RowCardDetailProps) {
  const detailClass = ['row-card__detail', className].filter(Boolean).join(' ');
  if (as === 'time') return <time {...rest} className={detailClass} />;
  return <span {...rest} className={detailClass} />;
}
