import type { ReactNode } from 'react';
import { CountPill } from './CountPill';
import './CountHeading.css';

export interface CountHeadingProps {
  /** Already translated. */
  title: string;
  /** What the pill beside the title says, once known. */
  count?: ReactNode;
}

/** A screen's title with the count of what it lists in a pill beside it. */
export function CountHeading({ title, count }: CountHeadingProps) {
  return (
    <h1 className="count-heading">
      <span>{title}</span> {count !== undefined && <CountPill>{count}</CountPill>}
    </h1>
  );
}
