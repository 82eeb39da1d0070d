import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '../../../components/Card';
import { ConsoleListSkeleton, ConsoleQuery } from './ConsoleScreen';

export interface ConsoleListProps<T> {
  query: UseQueryResult<T[]>;
  /** Already translated: the list's accessible name. */
  label: string;
  /** What shows while there is nothing yet. */
  empty: ReactNode;
  /** A list whose order players see (the sponsors strip): numbered for screen readers. */
  ordered?: boolean;
  /** One item's row (an <li>). */
  children: (item: T, index: number, list: T[]) => ReactNode;
}

/** A console section's list in a card, with its loading, empty and error states. */
export function ConsoleList<T>({ query, label, empty, ordered, children }: ConsoleListProps<T>) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <ConsoleQuery query={query} loading={<ConsoleListSkeleton />}>
      {(list) =>
        list.length === 0 ? (
          empty
        ) : (
          <Card as={List} className="console-list" aria-label={label}>
            {list.map((item, index) => children(item, index, list))}
          </Card>
        )
      }
    </ConsoleQuery>
  );
}
