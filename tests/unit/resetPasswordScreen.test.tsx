// @vitest-environment jsdom
/**
 * /reset-password speaks to the person the link is for: someone resetting a forgotten password,
 * or a newcomer invited by their company (the invitation link's `welcome=1`) choosing a first one.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ResetPasswordScreen from '../../src/web/features/access/ResetPasswordScreen';
import { initTestI18n } from './i18nForTests';

function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/reset-password']}>
        <ResetPasswordScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function choosePassword(password = 'Chosen!Pass1') {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: password } });
}

describe('the reset password screen', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  beforeEach(() => {
    sessionStorage.clear();
    sessionStorage.setItem('reset_token', 'a-mailed-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'passwordReset' }))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks someone who forgot their password for a new one', () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save new password' })).toBeTruthy();
  });

  it('welcomes an invited newcomer to choose a first password, and forgets the link once set', async () => {
    sessionStorage.setItem('welcome', '1');
    renderScreen();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome! Choose your password' }),
    ).toBeTruthy();
    expect(screen.getByText('You have been invited. Choose a password to sign in.')).toBeTruthy();
    choosePassword();
    fireEvent.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('Your password is set.')).toBeTruthy();
    expect(sessionStorage.getItem('welcome')).toBeNull();
    expect(sessionStorage.getItem('reset_token')).toBeNull();
  });
});
