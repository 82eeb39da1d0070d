import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { setSelection, type SelectionKey } from '../lib/session';

export interface SelectionLinkProps {
  /** The screen that shows the chosen entry, e.g. /company. */
  to: string;
  /** The session-storage key it reads (and the API receives as a header), e.g. otherCompanyId. */
  selectionKey: SelectionKey;
  id: number;
  className?: string;
  children: ReactNode;
}

/** A link that stores the chosen id before it opens the screen that reads it (product.md §2). */
export function SelectionLink({ to, selectionKey, id, className, children }: SelectionLinkProps) {
  return (
    <Link to={to} className={className} onClick={() => setSelection(selectionKey, id)}>
      {children}
    </Link>
  );
}
