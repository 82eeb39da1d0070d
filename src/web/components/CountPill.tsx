import type { ReactNode } from 'react';
import './CountPill.css';

/** How many there are, in a pill beside a title. */
export function CountPill({ children }: { children: ReactNode }) {
  return <span className="count-pill tabular-nums">{children}</span>;
}
