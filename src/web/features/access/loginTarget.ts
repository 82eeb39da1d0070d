/**
 * Where a successful login leads (SPEC §4): the server's redirect while a selection step is
 * missing, else the redirect stored from a share link, else /home. Only paths of this app are
 * followed (CLARIFICATIONS: never an open redirect); the stored one is used once.
 */
import { isAppPath } from '../../lib/paths';
import { clearRedirectTarget, getRedirectTarget } from '../../lib/session';

export const DEFAULT_TARGET = '/home';

export function loginTarget(serverRedirect?: string): string {
  if (serverRedirect && isAppPath(serverRedirect)) return serverRedirect;
  const stored = getRedirectTarget();
  if (stored) {
    clearRedirectTarget();
    return stored;
  }
  return DEFAULT_TARGET;
}
