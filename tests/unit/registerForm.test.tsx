// @vitest-environment jsdom
/**
 * The register form as a person uses it: every field shows its translated message under it
 * (tied with aria-describedby, marked aria-invalid) on submit and as they type, the server's
 * field errors land on their fields, and success says "check your mail". A join link's pending
 * event (the big screen's QR code) is sent along, so the confirmation link can carry it on.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import RegisterScreen from '../../src/web/features/access/RegisterScreen';
import { initTestI18n } from './i18nForTests';

function renderRegister() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/register']}>
        <RegisterScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

/** The text the input's aria-describedby points at. */
function messageOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function fillValidForm() {
  type('First name', 'Sophie');
  type('Last name', 'Martin');
  type('E-mail', 'sophie@example.com');
  type('Password', 'Abcdef1!');
  type('Confirm password', 'Abcdef1!');
}

describe('the register form', () => {
  beforeAll(async () => {
    await initTestI18n();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows "This field is required." under every empty field on submit', async () => {
    const fetchMock = answer(200, { message: 'registrationMailSent' });
    vi.stubGlobal('fetch', fetchMock);
    renderRegister();

    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    for (const label of ['First name', 'Last name', 'E-mail', 'Password', 'Confirm password']) {
      const input = screen.getByLabelText(label);
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      expect(messageOf(input)).toBe('This field is required.');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the length rule with its numbers, and the pattern rule, while the user types', async () => {
    renderRegister();
    const password = type('Password', 'Abc1!');
    await waitFor(() =>
      expect(messageOf(password)).toBe('The password must be 8 to 20 characters long.'),
    );

    fireEvent.change(password, { target: { value: 'Abcdef 1!' } });
    await waitFor(() => expect(messageOf(password)).toMatch(/^Use an uppercase letter/));

    fireEvent.change(password, { target: { value: 'Abcdef1!' } });
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBeNull());
    // Without an error the hint is shown instead.
    expect(messageOf(password)).toMatch(/^8 to 20 characters/);
  });

  it('says "Passwords do not match" when the confirmation differs', async () => {
    renderRegister();
    fillValidForm();
    const confirmation = type('Confirm password', 'Abcdef1?');
    await waitFor(() => expect(messageOf(confirmation)).toBe('Passwords do not match'));
  });

  it('shows an invalid e-mail address as such', async () => {
    renderRegister();
    const email = type('E-mail', 'sophie@');
    await waitFor(() => expect(messageOf(email)).toBe('Enter a valid e-mail address.'));
  });

  it('limits text inputs to 50 characters and never cuts a password, with the right autocomplete', () => {
    renderRegister();
    expect(screen.getByLabelText('First name').getAttribute('maxlength')).toBe('50');
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText('E-mail').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').hasAttribute('maxlength')).toBe(false);
    expect(screen.getByLabelText('Confirm password').hasAttribute('maxlength')).toBe(false);
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('refuses a password longer than 20 characters with the length message, and sends nothing', async () => {
    const fetchMock = answer(200, { message: 'registrationMailSent' });
    vi.stubGlobal('fetch', fetchMock);
    renderRegister();
    fillValidForm();
    const tooLong = 'Abcdefghij1!Abcdefghij'; // 22 characters
    type('Password', tooLong);
    type('Confirm password', tooLong);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const password = screen.getByLabelText('Password');
    await waitFor(() =>
      expect(messageOf(password)).toBe('The password must be 8 to 20 characters long.'),
    );
    expect((password as HTMLInputElement).value).toBe(tooLong);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows and hides the password with its toggle', () => {
    renderRegister();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]);
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it("puts the server's field errors on their fields", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { message: 'email: invalidEmail', fields: { email: 'invalidEmail' } }),
    );
    renderRegister();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(messageOf(email)).toBe('Enter a valid e-mail address.'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the four fields once, shows progress, then "Check your mail"', async () => {
    let release: () => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              new Response(JSON.stringify({ message: 'registrationMailSent' }), { status: 200 }),
            );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRegister();
    fillValidForm();

    const submit = screen.getByRole('button', { name: 'Create account' });
    fireEvent.click(submit);
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(submit);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Sophie',
      lastName: 'Martin',
      email: 'sophie@example.com',
      password: 'Abcdef1!',
    });

    release();
    expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeTruthy();
    expect(screen.getByText(/We have sent you a link to confirm/)).toBeTruthy();
  });

  it("sends a join link's pending event along, and no team share's event", async () => {
    const fetchMock = answer(200, { message: 'registrationMailSent' });
    vi.stubGlobal('fetch', fetchMock);
    const sent = async () => {
      renderRegister();
      fillValidForm();
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByRole('heading', { name: 'Check your mail' })).toBeTruthy();
      const [, init] = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
      cleanup();
      return JSON.parse(String(init.body)) as Record<string, unknown>;
    };

    sessionStorage.setItem('otherEventId', '42');
    expect((await sent()).otherEventId).toBe(42);
    // A team share link carries an event too, but it is no join.
    sessionStorage.setItem('otherTeamId', '7');
    expect(await sent()).not.toHaveProperty('otherEventId');
  });
});
