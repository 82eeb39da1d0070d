// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiErrorText } from '../../src/web/lib/api';
import { initTestI18n } from './i18nForTests';

const fetchMock = vi.fn<typeof fetch>();
const assignMock = vi.fn();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function sentRequest(call = 0): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls[call];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

/** Puts the app on a screen: the 401 handling depends on where the user is. */
function onScreen(pathname: string) {
  vi.stubGlobal('location', {
    pathname,
    assign: assignMock,
    href: `http://localhost:3000${pathname}`,
  });
}

describe('api client', () => {
  beforeAll(async () => {
    await initTestI18n();
  });

  beforeEach(() => {
    sessionStorage.clear();
    fetchMock.mockReset();
    assignMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    onScreen('/home');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls /api with the session cookie and JSON, and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { name: 'Live event' }));
    await expect(api<{ name: string }>('/home')).resolves.toEqual({ name: 'Live event' });
    const { url, init, headers } = sentRequest();
    expect(url).toBe('/api/home');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(headers.get('accept')).toBe('application/json');
  });

  it('does not double the /api prefix', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await api('/api/edit-profile');
    expect(sentRequest().url).toBe('/api/edit-profile');
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    await api('/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' } });
    const { init, headers } = sentRequest();
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.c', password: 'x' }));
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('sends only the selection ids from session storage as headers', async () => {
    const selection = {
      otherTeamId: '1',
      otherUserId: '2',
      otherCompanyId: '3',
      otherEventId: '4',
      selectedScoreId: '5',
      selectedBattleId: '6',
      selectedHouseId: '7',
      rivalsId: '8',
      assignedTeamId: '9',
      assignedCompanyId: '10',
    };
    for (const [key, value] of Object.entries(selection)) sessionStorage.setItem(key, value);
    sessionStorage.setItem('toastMessage', 'Bye');
    sessionStorage.setItem('redirect', '/team');
    sessionStorage.setItem('token', 'secret-token');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await api('/team');

    const { headers } = sentRequest();
    for (const [key, value] of Object.entries(selection)) expect(headers.get(key)).toBe(value);
    expect(headers.get('toastMessage')).toBeNull();
    expect(headers.get('redirect')).toBeNull();
    expect(headers.get('token')).toBeNull();
    const names = [...headers.keys()];
    expect(names.sort()).toEqual(
      [...Object.keys(selection).map((k) => k.toLowerCase()), 'accept'].sort(),
    );
  });

  it('throws the server’s message with the status', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: 'Only players can choose a joker' }));
    const error = await api('/battle', { method: 'PUT', body: { joker_id: 1 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: 'Only players can choose a joker' });
  });

  it('throws "Something went wrong" when the answer has no message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: 'x' }));
    await expect(api('/teams')).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong',
    });
  });

  it('throws "Something went wrong" when the answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('/teams')).rejects.toMatchObject({
      status: 502,
      message: 'Something went wrong',
    });
  });

  it('throws "Something went wrong" when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('/teams')).rejects.toMatchObject({
      status: 0,
      message: 'Something went wrong',
    });
  });

  it('a 401 on a GET toasts the server’s text (translated), clears session storage and goes to /login', async () => {
    sessionStorage.setItem('otherTeamId', '12');
    sessionStorage.setItem('redirect', '/team');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthorized' }));

    await expect(api('/home')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });

    expect(sessionStorage.getItem('toastMessage')).toBe('Please log in.');
    expect(sessionStorage.getItem('otherTeamId')).toBeNull();
    expect(sessionStorage.getItem('redirect')).toBeNull();
    expect(sessionStorage.length).toBe(1);
    expect(assignMock).toHaveBeenCalledWith('/login');
  });

  it('a 401 on a GET without a message toasts the translated session-expired text', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    await expect(api('/profile')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStorage.getItem('toastMessage')).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(assignMock).toHaveBeenCalledWith('/login');
  });

  it('a 403 on a GET for a screen opened before the way in was finished goes to the missing step', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { message: 'selectionMissing', redirect: '/event-select' }),
    );
    await expect(api('/home')).rejects.toMatchObject({ status: 403 });
    expect(assignMock).toHaveBeenCalledWith('/event-select');
  });

  it('a 403 never follows a redirect outside the app, nor a plain refusal', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { message: 'selectionMissing', redirect: '//evil.example/x' }),
    );
    await expect(api('/home')).rejects.toMatchObject({ status: 403 });
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: 'roleNotAllowed' }));
    await expect(api('/battle')).rejects.toMatchObject({ status: 403 });
    expect(assignMock).not.toHaveBeenCalled();
  });

  it('a read made in the background (the crew save sender) never leads the user elsewhere', async () => {
    sessionStorage.setItem('otherTeamId', '12');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { message: 'selectionMissing', redirect: '/event-select' }),
    );
    await expect(api('/home', { background: true })).rejects.toMatchObject({ status: 403 });
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Unauthorized' }));
    await expect(api('/profile', { background: true })).rejects.toMatchObject({ status: 401 });
    expect(assignMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('otherTeamId')).toBe('12');
  });

  it('a 401 on a POST does not log out', async () => {
    sessionStorage.setItem('otherTeamId', '12');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Wrong e-mail or password' }));

    await expect(api('/put-cheer', { method: 'PUT', body: { team_id: 12 } })).rejects.toMatchObject(
      { status: 401 },
    );
    await expect(api('/edit-team', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
    });

    expect(sessionStorage.getItem('otherTeamId')).toBe('12');
    expect(sessionStorage.getItem('toastMessage')).toBeNull();
    expect(assignMock).not.toHaveBeenCalled();
  });

  it('a 401 on the login screen’s own check does not loop back to /login', async () => {
    onScreen('/login');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Unauthorized' }));
    await expect(api('/check-auth')).rejects.toMatchObject({ status: 401 });
    expect(sessionStorage.getItem('toastMessage')).toBeNull();
    expect(assignMock).not.toHaveBeenCalled();
  });

  it('a 401 whose message is a translation key toasts the translated text', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'sessionExpired' }));
    await expect(api('/home')).rejects.toMatchObject({ status: 401 });
    expect(sessionStorage.getItem('toastMessage')).toBe(
      'Your session has expired. Please log in again.',
    );
  });

  it('gives screens the error text to show: translated key, server text or somethingWentWrong', () => {
    expect(apiErrorText(new ApiError(401, 'sessionExpired'))).toBe(
      'Your session has expired. Please log in again.',
    );
    expect(apiErrorText(new ApiError(409, 'Team is full'))).toBe('Team is full');
    expect(apiErrorText(new ApiError(500, 'Something went wrong'))).toBe('Something went wrong');
    expect(apiErrorText(new Error('boom'))).toBe('Something went wrong');
  });
});
