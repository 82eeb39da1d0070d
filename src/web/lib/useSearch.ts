import { useDeferredValue, useMemo, useState } from 'react';
import { matchesSearch } from './matchesSearch';

/**
 * The search text of a list screen and the entries that match it. Filtering follows the
 * typing at a lower priority (useDeferredValue), so the field never lags on long lists.
 * `fields` names the searched texts of an entry; define it outside the component.
 */
export function useSearch<T>(
  items: readonly T[] | undefined,
  fields: (item: T) => readonly (string | null)[],
) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(
    () => items?.filter((item) => matchesSearch(deferredQuery, fields(item))),
    [items, fields, deferredQuery],
  );
  return { query, setQuery, matches };
}
