import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';

export interface EmptyStateProps {
  /** Already translated, e.g. t('noTeamsFound'). */
  message: string;
  icon?: ReactNode;
  /** An optional way out, such as a link back. */
  children?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ message, icon, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      {icon ?? <Inbox aria-hidden="true" size={40} />}
      <p>{message}</p>
      {children}
    </div>
  );
}
