/**
 * Share and mail links carry ids and tokens in the query string (product.md §2). At start-up,
 * before the router renders, each parameter whose value uses only safe characters is copied
 * into session storage; the query string is then removed from the address bar, keeping the
 * path and the hash.
 */
import { PENDING_TOAST_KEY } from './session';

/** Letters, digits and - . _ / ~ @ = (product.md §2); anything else is ignored. */
export const SAFE_QUERY_VALUE = /^[A-Za-z0-9\-._/~@=]+$/;

/** Keys a link must not set: the pending toast would let a link put text in the app. */
const PROTECTED_KEYS: readonly string[] = [PENDING_TOAST_KEY];

/** Copies the safe parameters of a query string into session storage; returns their keys. */
export function storeQueryParams(search: string): string[] {
  const stored: string[] = [];
  for (const [key, value] of new URLSearchParams(search)) {
    if (PROTECTED_KEYS.includes(key) || !SAFE_QUERY_VALUE.test(value)) continue;
    sessionStorage.setItem(key, value);
    stored.push(key);
  }
  return stored;
}

/** At start-up: stores the address's safe parameters and removes the query string. */
export function captureQueryParams(): string[] {
  const { search, pathname, hash } = window.location;
  if (search === '') return [];
  const stored = storeQueryParams(search);
  window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
  return stored;
}
