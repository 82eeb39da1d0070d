import type { CSSProperties } from 'react';

export interface SkeletonProps {
  width?: CSSProperties['inlineSize'];
  height?: CSSProperties['blockSize'];
  /** Round, for avatars. */
  circle?: boolean;
}

/** A grey placeholder in the shape of content that is still loading; hidden from screen readers. */
export function Skeleton({ width = '100%', height = 16, circle = false }: SkeletonProps) {
  return (
    <span
      className="skeleton"
      aria-hidden="true"
      style={{ inlineSize: width, blockSize: height, borderRadius: circle ? '50%' : undefined }}
    />
  );
}
