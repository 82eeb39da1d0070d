import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface StripCardProps {
  to: string;
  /** Runs before the navigation, e.g. to store the selected id in session storage. */
  onNavigate?: () => void;
  /** The picture on top: an Img (cover) or an Avatar (people). */
  media: ReactNode;
  title: string;
  subtitle?: ReactNode;
  /** Marks over the picture's corner (joker star, "ongoing"). */
  badges?: ReactNode;
  person?: boolean;
}

/**
 * One card of a /home strip: a picture, a name on up to two lines and a muted line. The text
 * keeps room for two name lines and the muted line, so every card of a strip is as tall as the
 * others and as its StripCardSkeleton.
 */
export function StripCard({
  to,
  onNavigate,
  media,
  title,
  subtitle,
  badges,
  person,
}: StripCardProps) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      className={person ? 'strip-card strip-card--person' : 'strip-card'}
    >
      <span className="strip-card__media">
        {media}
        {badges && <span className="strip-card__badges">{badges}</span>}
      </span>
      <span className="strip-card__text">
        <span className="strip-card__title">
          <bdi>{title}</bdi>
        </span>
        <span className="strip-card__subtitle">
          {typeof subtitle === 'string' ? <bdi>{subtitle}</bdi> : subtitle}
        </span>
      </span>
    </Link>
  );
}
