import { useLocation } from 'react-router';
import { getSelection, type SelectionKey } from './session';

/**
 * The id another screen chose (session storage, product.md §2), or null when there is none.
 * Read again on every navigation, so /battle → the current joker's /battle shows the new one.
 */
export function useSelectionId(key: SelectionKey): number | null {
  useLocation();
  const value = Number(getSelection(key));
  return Number.isInteger(value) && value > 0 ? value : null;
}
