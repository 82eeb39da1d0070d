/**
 * The one way the web app talks to the server. Every call goes to /api with JSON and the
 * session cookie, and carries the selection ids from session storage as headers. A failed
 * call throws an ApiError with the server's message; a 401 on a read means the session is
 * gone, so the user is logged out with a toast saying why (product.md §4, §8).
 */
import i18next from 'i18next';
import type {
  RouteContract,
  RouteInput,
  RouteResponse,
  TakesNoInput,
} from '../../shared/api/contract';
import { ApiError, DEFAULT_ERROR_MESSAGE } from './apiError';
import type { CommonKey } from './i18n';
import { isAppPath, isSignedOutPath } from './paths';
import { forgetSignedOutMark, logout, SELECTION_KEYS, setPendingToast } from './session';

export { ApiError, DEFAULT_ERROR_MESSAGE };

/** Like RequestInit, but `body` may be any JSON value; FormData is sent as multipart. */
export type ApiInit = Omit<RequestInit, 'body'> & {
  body?: unknown;
  /** Made for no screen (a sender at work): an ended session or a missing selection leads nowhere. */
  background?: boolean;
};

/** `api('/home')` and `api('/api/home')` both call /api/home. */
export function apiUrl(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return withSlash.startsWith('/api/') ? withSlash : `/api${withSlash}`;
}

export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { body, headers, background, ...rest } = init;
  const method = (rest.method ?? 'GET').toUpperCase();
  const isMultipart = body instanceof FormData;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      ...rest,
      method,
      credentials: 'include',
      headers: buildHeaders(headers, body !== undefined && !isMultipart),
      body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE, undefined, { cause });
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;

  const serverMessage = messageOf(payload);
  if (response.status === 401 && method === 'GET' && !background) endExpiredSession(serverMessage);
  if (response.status === 403 && method === 'GET' && !background) resumeMissingSelection(payload);
  throw new ApiError(response.status, serverMessage ?? DEFAULT_ERROR_MESSAGE, payload);
}

/** How a call is made, beside its input: `signal` ends it (for example a time-out), as fetch's. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Made for no screen: its refusals never take the user to another screen (see ApiInit). */
  background?: boolean;
}

/**
 * The arguments of a call: none for a route without input, else the inputs its contract
 * declares; then the call's options, if any.
 */
export type CallArgs<C extends RouteContract> =
  TakesNoInput<C> extends true
    ? [input?: RouteInput<C>, options?: CallOptions]
    : [input: RouteInput<C>, options?: CallOptions];

/**
 * Calls a route through its shared contract: method and path from the contract, headers,
 * query and body typed from its schemas, and the answer checked against its response schema.
 * An answer that is not what the contract says (for example a captive portal's HTML page with
 * status 200) is a failure, never a success. A call ended by its signal fails as one that got no
 * answer (ApiError status 0).
 */
export async function call<C extends RouteContract>(
  contract: C,
  ...[input, options]: CallArgs<C>
): Promise<RouteResponse<C>> {
  const { headers, query, body } = (input ?? {}) as {
    headers?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const payload = await api<unknown>(withQuery(contract.path, query), {
    method: contract.method,
    headers: headers && textEntries(headers),
    body,
    signal: options?.signal,
    background: options?.background,
  });
  const answer = contract.response.safeParse(payload);
  if (!answer.success) {
    throw new ApiError(0, DEFAULT_ERROR_MESSAGE, payload, { cause: answer.error });
  }
  // A signed-in route answered: whatever the page was answered with, there is a session now.
  if (contract.access !== 'public') forgetSignedOutMark();
  return answer.data as RouteResponse<C>;
}

function textEntries(values: Record<string, unknown>): [string, string][] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => [key, String(value)]);
}

function withQuery(path: string, query: Record<string, unknown> | undefined): string {
  const search = query ? new URLSearchParams(textEntries(query)).toString() : '';
  return search ? `${path}?${search}` : path;
}

function buildHeaders(extra: HeadersInit | undefined, hasJsonBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasJsonBody) headers.set('Content-Type', 'application/json');
  for (const key of SELECTION_KEYS) {
    const value = sessionStorage.getItem(key);
    if (value !== null && value !== '') headers.set(key, value);
  }
  new Headers(extra).forEach((value, key) => headers.set(key, value));
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return response.ok ? text : undefined;
  }
}

function messageOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return undefined;
  const { message } = payload;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The text to show for a failed call, in the user's language: server messages are stable
 * keys (such as `sessionExpired`) translated when the common namespace has them, other
 * server texts are shown as they are, and the default becomes somethingWentWrong.
 */
export function apiErrorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.message === DEFAULT_ERROR_MESSAGE) {
    return i18next.t('somethingWentWrong');
  }
  return translateServerMessage(error.message);
}

function translateServerMessage(message: string): string {
  return i18next.exists(message) ? i18next.t(message as CommonKey) : message;
}

/**
 * A screen opened before the way in was finished (no role, event, team or battle yet): the
 * server names the selection screen to go to, and the user is taken there.
 */
function resumeMissingSelection(payload: unknown): void {
  if (typeof payload !== 'object' || payload === null) return;
  const { message, redirect } = payload as { message?: unknown; redirect?: unknown };
  if (message !== 'selectionMissing' || typeof redirect !== 'string' || !isAppPath(redirect))
    return;
  if (window.location.pathname === redirect) return;
  window.location.assign(redirect);
}

/**
 * On a signed-out screen a 401 is the expected answer (for example /login's own auth check),
 * so it is left to the caller; anywhere else the session has expired.
 */
function endExpiredSession(serverMessage: string | undefined): void {
  if (isSignedOutPath(window.location.pathname)) return;
  setPendingToast(
    serverMessage ? translateServerMessage(serverMessage) : i18next.t('sessionExpired'),
  );
  logout();
}
