/**
 * Everything the web app keeps in session storage: the selection ids that travel between
 * screens (and to the API as headers), the redirect target of a share link and the pending
 * toast shown after a full page load (for example after a logout).
 */
import { isAppPath, LOGIN_PATH } from './paths';
import { SIGNED_OUT_ATTRIBUTE } from '../../shared/pageHints';

/** Selection ids: the only session-storage items the API client sends as headers. */
export const SELECTION_KEYS = [
  'otherTeamId',
  'otherUserId',
  'otherCompanyId',
  'otherEventId',
  'selectedScoreId',
  'selectedBattleId',
  'selectedHouseId',
  'rivalsId',
  'assignedTeamId',
  'assignedCompanyId',
] as const;

export type SelectionKey = (typeof SELECTION_KEYS)[number];

/**
 * An invite link's secret, captured from its `invite` parameter. Never a header: it travels in
 * the invite calls' query or body only.
 */
export const INVITE_TOKEN_KEY = 'invite';

export function getInviteToken(): string | null {
  return sessionStorage.getItem(INVITE_TOKEN_KEY);
}

export function clearInviteToken(): void {
  sessionStorage.removeItem(INVITE_TOKEN_KEY);
}

/** Where to go after login; captured from a share link's `redirect` parameter. */
export const REDIRECT_KEY = 'redirect';

/** A message to show as a toast on the next page load; survives logout. */
export const PENDING_TOAST_KEY = 'toastMessage';

export function getSelection(key: SelectionKey): string | null {
  return sessionStorage.getItem(key);
}

export function setSelection(key: SelectionKey, value: string | number): void {
  sessionStorage.setItem(key, String(value));
}

export function clearSelection(key: SelectionKey): void {
  sessionStorage.removeItem(key);
}

export function getPendingToast(): string | null {
  return sessionStorage.getItem(PENDING_TOAST_KEY);
}

export function setPendingToast(message: string): void {
  sessionStorage.setItem(PENDING_TOAST_KEY, message);
}

/** Returns the pending toast and removes it, so it is shown once. */
export function takePendingToast(): string | null {
  const message = getPendingToast();
  sessionStorage.removeItem(PENDING_TOAST_KEY);
  return message;
}

/** The stored redirect target, only when it is a path of this app (never an open redirect). */
export function getRedirectTarget(): string | null {
  const target = sessionStorage.getItem(REDIRECT_KEY);
  return target && isAppPath(target) ? target : null;
}

export function setRedirectTarget(path: string): void {
  sessionStorage.setItem(REDIRECT_KEY, path);
}

export function clearRedirectTarget(): void {
  sessionStorage.removeItem(REDIRECT_KEY);
}

/** Clears session storage but keeps the pending toast (product.md §4). */
export function clearSessionKeepingToast(): void {
  const toast = getPendingToast();
  sessionStorage.clear();
  if (toast !== null) setPendingToast(toast);
}

/**
 * Logs out on the client: clears session storage (keeping the toast) and loads /login.
 * A full page load, so no cached server data of the old session survives. Callers that
 * must end the server session call POST /api/logout first.
 */
export function logout(): void {
  clearSessionKeepingToast();
  window.location.assign(LOGIN_PATH);
}

/**
 * Whether this page was answered to a request without a session cookie (the server marks it):
 * then there is no session to check. The mark holds until any signed-in call succeeds, such as
 * a sign-in, so a later visit to /login in the same page checks again.
 */
export function pageSaysSignedOut(): boolean {
  return (
    typeof document !== 'undefined' && document.documentElement.hasAttribute(SIGNED_OUT_ATTRIBUTE)
  );
}

export function forgetSignedOutMark(): void {
  if (typeof document !== 'undefined')
    document.documentElement.removeAttribute(SIGNED_OUT_ATTRIBUTE);
}

/**
 * The event a join link (`/login?otherEventId=…`, the big screen's QR code and the poster) asks
 * to enter as a supporter (product.md "Share links"): the captured `otherEventId` when no team
 * came with it (a team share link carries `otherTeamId` and only opens that team). Null when no
 * join is pending.
 */
export function pendingEventJoin(): number | null {
  const id = getSelection('otherEventId');
  if (id === null || getSelection('otherTeamId') !== null || !/^[1-9]\d{0,8}$/.test(id)) {
    return null;
  }
  return Number(id);
}

/** Forgets the join link once it is answered (joined, declined or refused): it is asked once. */
export function clearPendingEventJoin(): void {
  clearSelection('otherEventId');
}
