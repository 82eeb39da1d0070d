/**
 * Route paths of product.md §2 that code outside the router needs to know (the API client's 401
 * handling, redirects). The full route table lives in app/routes.ts.
 */
export const LOGIN_PATH = '/login';

/** Screens a signed-out person uses; a 401 there is expected and never forces a logout. */
export const SIGNED_OUT_PATHS: readonly string[] = [
  '/',
  '/login',
  '/forgot-password',
  '/register',
  '/reset-password',
  '/confirm-email',
];

/** Drops a trailing slash so `/team/` and `/team` compare equal. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function isSignedOutPath(pathname: string): boolean {
  return SIGNED_OUT_PATHS.includes(normalizePath(pathname));
}

/**
 * True for a path inside this app: one leading `/` not followed by `/` or `\`, printable
 * ASCII only, no backslash. A stored or answered redirect can then never leave the site.
 */
export function isAppPath(value: string): boolean {
  return /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(value);
}
