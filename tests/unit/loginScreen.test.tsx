// @vitest-environment jsdom
/**
 * The login screen's answers to the server: an unconfirmed address gets a message and a button
 * for a new confirmation mail, wrong credentials a toast, and success the next screen (the
 * server's redirect, else the stored one, else /home).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginScreen from '../../src/web/features/access/LoginScreen';
import { loginTarget } from '../../src/web/features/access/loginTarget';
import { dismissToast, getToasts } from '../../src/web/lib/toast';
import { initTestI18n } from './i18nForTests';
import { PathProbe, stubServer, type Reply } from './screenDoubles';

/** Answers each call by its path; any other gets 401 (signed out). */
const serverAnswering = (replies: Record<string, Reply>) =>
  stubServer(replies, { status: 401, body: { message: 'Unauthorized' } });

function renderLogin() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginScreen />} />
          <Route path="*" element={<PathProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function logIn(email = 'new@example.com', password = 'Abcdef1!') {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the login screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    for (const toast of getToasts()) dismissToast(toast.id);
  });

  it('offers a new confirmation mail to an unconfirmed account', async () => {
    const fetchMock = serverAnswering({
      '/api/login': { status: 403, body: { message: 'emailNotConfirmed' } },
      '/api/resend-confirmation': { status: 200, body: { message: 'confirmationMailSent' } },
    });
    renderLogin();
    logIn();

    expect(await screen.findByText(/Your e-mail address is not confirmed yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new confirmation mail' }));
    expect(await screen.findByText(/A new confirmation mail is on its way/)).toBeTruthy();

    const resend = fetchMock.mock.calls.find(([url]) => url === '/api/resend-confirmation');
    expect(JSON.parse(String((resend as unknown as [string, RequestInit])[1].body))).toEqual({
      email: 'new@example.com',
    });
  });

  it('toasts wrong credentials in the user’s language', async () => {
    serverAnswering({ '/api/login': { status: 401, body: { message: 'invalidCredentials' } } });
    renderLogin();
    logIn();
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'The e-mail address or password is incorrect.',
      ),
    );
  });

  it("goes to the server's redirect after a successful login", async () => {
    serverAnswering({
      '/api/login': { status: 200, body: { message: 'loggedIn', redirect: '/role' } },
    });
    renderLogin();
    logIn();
    expect(await screen.findByText('at /role')).toBeTruthy();
  });

  it('sends a signed-in visitor on at once', async () => {
    sessionStorage.setItem('redirect', '/team');
    serverAnswering({ '/api/check-auth': { status: 200, body: { message: 'Authenticated' } } });
    renderLogin();
    expect(await screen.findByText('at /team')).toBeTruthy();
  });

  it('shows field messages before calling the server', async () => {
    const fetchMock = serverAnswering({});
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/check-auth']);
  });
});

describe('where a login leads', () => {
  beforeEach(() => sessionStorage.clear());

  it("follows the server's redirect while a selection step is missing", () => {
    sessionStorage.setItem('redirect', '/team');
    expect(loginTarget('/role')).toBe('/role');
  });

  it('else the stored redirect of a share link, once', () => {
    sessionStorage.setItem('redirect', '/team');
    expect(loginTarget()).toBe('/team');
    expect(loginTarget()).toBe('/home');
  });

  it('never leaves the app', () => {
    sessionStorage.setItem('redirect', '//evil.example');
    expect(loginTarget('https://evil.example')).toBe('/home');
  });
});
