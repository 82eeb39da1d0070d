/**
 * An invite link pasted on an empty selection screen (docs/decisions.md "Newcomers"): the whole
 * link (`‹this app›/login?assignedTeamId=…&assignedCompanyId=…&invite=…`, or a personal
 * invitation's `/join?assignedCompanyId=…&invite=…`), the same without `https://`, a path of this
 * app, only its query part, or a shared message holding it. Only a link of this app (same origin, or a path) with a company id
 * and a secret passes; only those three parameters are kept, so a pasted link can set nothing
 * else. Opening it stores them as the app's capture would (lib/queryCapture.ts) and goes to /join,
 * where a signed-in person opening the link would land (access/loginTarget.ts).
 */
import { isAppPath, normalizePath } from '../../lib/paths';
import { SAFE_QUERY_VALUE, storeQueryParams } from '../../lib/queryCapture';
import { clearInviteToken, clearSelection } from '../../lib/session';
import { JOIN_TARGET } from '../access/loginTarget';

/** Longer than any invite link this app makes (about 150 characters), far below a URL's limit. */
export const PASTED_INVITE_MAX_LENGTH = 2048;

/** The paths an invite link of this app opens. */
const INVITE_PATHS: readonly string[] = ['/', '/login', '/join'];

/** An id as the server issues them; the server checks it again. */
const ID = /^[1-9][0-9]{0,9}$/;

/** The secret's shape the server accepts at most (shared/api/join.ts: twice its 43 characters). */
const TOKEN_MAX_LENGTH = 86;

export type PastedInvite =
  { ok: true; query: URLSearchParams } | { ok: false; reason: 'empty' | 'notInvite' };

const notInvite = { ok: false, reason: 'notInvite' } as const;

/** The URL the pasted text stands for, or null when it is not a URL of this app. */
function pastedUrl(text: string, location: { origin: string; host: string }): URL | null {
  let url: URL;
  try {
    if (text.startsWith(`${location.host}/`)) {
      // Copied without its scheme: "app.example.com/login?…".
      url = new URL(`${location.origin}${text.slice(location.host.length)}`);
    } else if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
      url = new URL(text);
    } else if (text.startsWith('/')) {
      if (!isAppPath(text)) return null;
      url = new URL(text, location.origin);
    } else if (/^\??[A-Za-z]+=/.test(text)) {
      // Only the query part: "?assignedCompanyId=…" or "assignedCompanyId=…".
      url = new URL(`/login?${text.replace(/^\?/, '')}`, location.origin);
    } else {
      return null;
    }
  } catch {
    return null;
  }
  return url.origin === location.origin ? url : null;
}

/**
 * Reads a pasted invite link. Blanks are dropped first (a mail may wrap a long link); failing
 * that, the one word of the text that holds a link is read (a shared message: "Join us! https://…").
 * A text longer than PASTED_INVITE_MAX_LENGTH is refused without being read.
 */
export function readPastedInvite(
  pasted: string,
  location: { origin: string; host: string } = window.location,
): PastedInvite {
  if (pasted.length > PASTED_INVITE_MAX_LENGTH) return notInvite;
  const text = pasted.replace(/\s+/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  const whole = inviteQuery(text, location);
  if (whole) return { ok: true, query: whole };
  const words = pasted.split(/\s+/).filter((word) => word.includes('assignedCompanyId='));
  const inWord = words.length === 1 ? inviteQuery(words[0], location) : null;
  return inWord ? { ok: true, query: inWord } : notInvite;
}

/** The invite parameters of a link of this app, only those, or null when it is none. */
function inviteQuery(text: string, location: { origin: string; host: string }) {
  const url = pastedUrl(text, location);
  if (!url || !INVITE_PATHS.includes(normalizePath(url.pathname))) return null;

  const companyId = url.searchParams.get('assignedCompanyId') ?? '';
  const teamId = url.searchParams.get('assignedTeamId');
  const invite = url.searchParams.get('invite') ?? '';
  if (!ID.test(companyId) || (teamId !== null && !ID.test(teamId))) return null;
  if (!SAFE_QUERY_VALUE.test(invite) || invite.length > TOKEN_MAX_LENGTH) return null;

  const query = new URLSearchParams();
  if (teamId !== null) query.set('assignedTeamId', teamId);
  query.set('assignedCompanyId', companyId);
  query.set('invite', invite);
  return query;
}

/**
 * Keeps the link's ids and secret as opening it would have, after forgetting any earlier link's
 * (a company link must not inherit an earlier team), and answers where to go: /join.
 */
export function keepPastedInvite(query: URLSearchParams): string {
  clearSelection('assignedTeamId');
  clearSelection('assignedCompanyId');
  clearInviteToken();
  storeQueryParams(query.toString());
  return JOIN_TARGET;
}
