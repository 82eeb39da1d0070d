import type { CSSProperties } from 'react';

/**
 * A grey bar standing for one line of text: placed inside the element that will hold the text,
 * it takes that element's line height, so the placeholder card is exactly as tall as the card.
 */
export function SkeletonText({ width = '80%' }: { width?: CSSProperties['inlineSize'] }) {
  return (
    <span className="skeleton skeleton--text" aria-hidden="true" style={{ inlineSize: width }} />
  );
}
