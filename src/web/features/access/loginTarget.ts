/**
 * Where a successful login leads (product.md §4): /join while an invite link's ids are stored, so the
 * person can accept it first; /join-event while a join link's event is pending (it enters the event
 * as a supporter, or asks someone in another event first); else the server's redirect while a
 * selection step is missing, else
 * the redirect stored from a share link, else /home. Only paths of this app are followed
 * (product.md §10: never an open redirect); the stored one is used once.
 */
import { isAppPath } from '../../lib/paths';
import {
  clearRedirectTarget,
  getRedirectTarget,
  getSelection,
  pendingEventJoin,
} from '../../lib/session';

export const DEFAULT_TARGET = '/home';
/** The invite screen; it forgets the link's ids before asking where to go next. */
export const JOIN_TARGET = '/join';
/** The join link's screen (big screen QR code, poster); it forgets the link once answered. */
export const JOIN_EVENT_TARGET = '/join-event';

export function loginTarget(serverRedirect?: string): string {
  if (getSelection('assignedCompanyId')) return JOIN_TARGET;
  if (pendingEventJoin() !== null) return JOIN_EVENT_TARGET;
  if (serverRedirect && isAppPath(serverRedirect)) return serverRedirect;
  const stored = getRedirectTarget();
  if (stored) {
    clearRedirectTarget();
    return stored;
  }
  return DEFAULT_TARGET;
}
