/**
 * The tokens of mailed links. queryCapture copies `?token=` (confirmation) and
 * `?reset_token=` (password reset) into session storage at start-up; the screens read them
 * from there and drop them once used, so a reload cannot post a spent token again.
 */
export const CONFIRM_TOKEN_KEY = 'token';
export const RESET_TOKEN_KEY = 'reset_token';

export type LinkTokenKey = typeof CONFIRM_TOKEN_KEY | typeof RESET_TOKEN_KEY;

/**
 * An invitation's set-password link carries `welcome` beside its reset token: the same screen
 * then speaks of choosing a first password, not of resetting one. `welcome=1` greets someone a
 * company added, `welcome=crew` someone an event's organizer invited to its crew.
 */
export const WELCOME_KEY = 'welcome';

/** Who an invitation's link greets; null for a plain password reset. */
export type WelcomeKind = 'member' | 'crew';

export function welcomeOfLink(): WelcomeKind | null {
  const value = sessionStorage.getItem(WELCOME_KEY);
  return value === 'crew' ? 'crew' : value === '1' ? 'member' : null;
}

export function readLinkToken(key: LinkTokenKey): string | null {
  const token = sessionStorage.getItem(key);
  return token && token.trim() !== '' ? token : null;
}

export function dropLinkToken(key: LinkTokenKey): void {
  sessionStorage.removeItem(key);
  if (key === RESET_TOKEN_KEY) sessionStorage.removeItem(WELCOME_KEY);
}

/** The server's answers about a mailed link's token (`linkInvalid`, `linkExpired`, `linkUsed`). */
export const LINK_ERRORS: readonly string[] = ['linkInvalid', 'linkExpired', 'linkUsed'];
