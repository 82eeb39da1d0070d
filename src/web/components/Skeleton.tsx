import type { CSSProperties } from 'react';

export interface SkeletonProps {
  width?: CSSProperties['inlineSize'];
  height?: CSSProperties['blockSize'];
  /** Round, for avatars. */
  circle?: boolean;
  /** A card's own class for its picture, so the placeholder takes the picture's exact size. */
  className?: string;
}

/** A grey placeholder in the shape of content that is still loading; hidden from screen readers. */
export function Skeleton({
  width = '100%',
  height = 16,
  circle = false,
  className,
}: SkeletonProps) {
  return (
    <span
      className={['skeleton', className].filter(Boolean).join(' ')}
      aria-hidden="true"
      style={{ inlineSize: width, blockSize: height, borderRadius: circle ? '50%' : undefined }}
    />
  );
}
