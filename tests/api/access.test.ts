import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { dbKinds } from '../helpers/testDb';
import { createUser, PASSWORD } from '../helpers/factories';
import { loginAs, sessionCookie } from '../helpers/http';
import { branding, users } from '../../src/server/db/schema';

const GOOD = 'Strong!Pass1';
let n = 0;
const freshEmail = () => `person${++n}-${Date.now()}@example.test`;

describe.each(dbKinds)('accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.reset());

  const register = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: ip });

  const registerAndConfirmLink = async (email: string) => {
    const res = await register({ firstName: 'Ada', lastName: 'Lovelace', email, password: GOOD });
    expect(res.statusCode).toBe(200);
    return t.mailbox.linkTo(email, '/confirm-email');
  };

  describe('register', () => {
    it('creates an account and mails a confirmation link with a base64url token', async () => {
      const email = freshEmail();
      const link = await registerAndConfirmLink(email);
      expect(link.origin).toBe('http://app.test');
      expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(link.searchParams.has('otherEventId')).toBe(false);
      const mail = t.mailbox.mails.at(-1)!;
      expect(mail.text).toContain(link.toString());
      expect(mail.html).toContain('#FF784B');
    });

    it.each([
      [{ lastName: 'L', email: 'a@b.test', password: GOOD }, 'firstName', 'fieldRequired'],
      [{ firstName: 'A', email: 'a@b.test', password: GOOD }, 'lastName', 'fieldRequired'],
      [{ firstName: 'A', lastName: 'L', password: GOOD }, 'email', 'fieldRequired'],
      [
        { firstName: 'A', lastName: 'L', email: 'not-an-email', password: GOOD },
        'email',
        'invalidEmail',
      ],
      [{ firstName: 'A', lastName: 'L', email: 'a@b.test' }, 'password', 'fieldRequired'],
      [
        { firstName: 'A', lastName: 'L', email: 'a@b.test', password: 'Ab1!' },
        'password',
        'passwordLengthError',
      ],
      [
        { firstName: 'A', lastName: 'L', email: 'a@b.test', password: 'Abcdefgh1!Abcdefgh1!x' },
        'password',
        'passwordLengthError',
      ],
      [
        { firstName: 'A', lastName: 'L', email: 'a@b.test', password: 'abcdefgh1!' },
        'password',
        'passwordPatternError',
      ],
      [
        { firstName: 'A', lastName: 'L', email: 'a@b.test', password: 'ABCDEFGH1!' },
        'password',
        'passwordPatternError',
      ],
      [
        { firstName: 'A', lastName: 'L', email: 'a@b.test', password: 'Abcdefghi!' },
        'password',
        'passwordPatternError',
      ],
      [
        { firstName: 'A', lastName: 'L', email: 'a@b.test', password: 'Abcdefghi1' },
        'password',
        'passwordPatternError',
      ],
      [
        { firstName: 'A', lastName: 'L', email: 'a@b.test', password: 'Abc defg1!' },
        'password',
        'passwordPatternError',
      ],
      [
        { firstName: 'x'.repeat(51), lastName: 'L', email: 'a@b.test', password: GOOD },
        'firstName',
        'fieldTooLong',
      ],
    ])('refuses %j with 400 and %s: %s', async (payload, field, message) => {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    });

    it("carries a join link's event on in the mailed link, so another tab or browser still joins it", async () => {
      const email = freshEmail();
      const joined = { firstName: 'Mira', lastName: 'Haddad', email, password: GOOD };
      expect((await register({ ...joined, otherEventId: 5 })).statusCode).toBe(200);
      const link = t.mailbox.linkTo(email, '/confirm-email');
      expect(link.pathname).toBe('/confirm-email');
      expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(link.searchParams.get('otherEventId')).toBe('5');
      expect(t.mailbox.mails.at(-1)!.text).toContain(link.toString());

      // The owner of an address registered again gets the reset link, with the event too.
      const again = await register({ ...joined, otherEventId: 6 });
      expect(again.statusCode).toBe(200);
      const reset = t.mailbox.linkTo(email, '/reset-password');
      expect(reset.searchParams.get('reset_token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(reset.searchParams.get('otherEventId')).toBe('6');
    });

    it.each([0, -1, 1.5, '5', 2_147_483_648, null, [5]])(
      'refuses a join event id of %j with 400, mailing nothing',
      async (otherEventId) => {
        const before = t.mailbox.mails.length;
        const res = await register({
          firstName: 'Mira',
          lastName: 'Haddad',
          email: freshEmail(),
          password: GOOD,
          otherEventId,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields.otherEventId).toBe('invalidId');
        expect(t.mailbox.mails.length).toBe(before);
      },
    );

    it('answers a registration of an existing e-mail exactly like a new one and mails the owner', async () => {
      const email = freshEmail();
      await registerAndConfirmLink(email);
      const before = t.mailbox.mails.length;
      const again = await register({
        firstName: 'Eve',
        lastName: 'X',
        email: email.toUpperCase(),
        password: GOOD,
      });
      const fresh = await register({
        firstName: 'Eve',
        lastName: 'X',
        email: freshEmail(),
        password: GOOD,
      });
      expect(again.statusCode).toBe(fresh.statusCode);
      expect(again.json()).toEqual(fresh.json());
      const ownerMail = t.mailbox.mails.slice(before).find((m) => m.to === email)!;
      expect(ownerMail.subject).toBe('You already have an account');
      expect(ownerMail.link).toContain('/reset-password?reset_token=');
      const rows = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
      expect(rows[0].firstName).toBe('Ada');
    });
  });

  describe('confirm e-mail and log in', () => {
    it('refuses to log in an unconfirmed account with a message saying so', async () => {
      const email = freshEmail();
      await registerAndConfirmLink(email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: GOOD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('emailNotConfirmed');
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    });

    it('confirms with the mailed token, then logs in and is sent to /role first', async () => {
      const email = freshEmail();
      const link = await registerAndConfirmLink(email);
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/confirm-email',
        payload: { token: link.searchParams.get('token') },
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json().message).toBe('emailConfirmed');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: GOOD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().redirect).toBe('/role');
      const cookie = res.cookies.find((c) => c.name === 'sid')!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.secure).toBeFalsy();
    });

    it('accepts the token as a bare JSON string body', async () => {
      const email = freshEmail();
      const link = await registerAndConfirmLink(email);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/confirm-email',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(link.searchParams.get('token')),
      });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a used, an expired and a forged confirmation token with clear messages', async () => {
      const email = freshEmail();
      const token = (await registerAndConfirmLink(email)).searchParams.get('token');
      const confirm = () =>
        t.app.inject({ method: 'POST', url: '/api/confirm-email', payload: { token } });
      expect((await confirm()).statusCode).toBe(200);
      const used = await confirm();
      expect(used.statusCode).toBe(400);
      expect(used.json().message).toBe('linkUsed');

      const other = freshEmail();
      const late = (await registerAndConfirmLink(other)).searchParams.get('token');
      t.clock.advance(48 * 3600_000 + 1000);
      const expired = await t.app.inject({
        method: 'POST',
        url: '/api/confirm-email',
        payload: { token: late },
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('linkExpired');

      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/confirm-email',
        payload: { token: 'A'.repeat(43) },
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().message).toBe('linkInvalid');
    });

    it('sends a new confirmation mail on request for an unconfirmed account', async () => {
      const email = freshEmail();
      await registerAndConfirmLink(email);
      const before = t.mailbox.mails.length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/resend-confirmation',
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      expect(t.mailbox.mails.length).toBe(before + 1);
      const token = t.mailbox.linkTo(email, '/confirm-email').searchParams.get('token');
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/confirm-email',
        payload: { token },
      });
      expect(ok.statusCode).toBe(200);
    });

    it("carries a join link's event in a resent confirmation mail, and refuses a bad one", async () => {
      const email = freshEmail();
      await registerAndConfirmLink(email);
      const resend = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/resend-confirmation', payload });
      expect((await resend({ email, otherEventId: 7 })).statusCode).toBe(200);
      const link = t.mailbox.linkTo(email, '/confirm-email');
      expect(link.searchParams.get('otherEventId')).toBe('7');
      const before = t.mailbox.mails.length;
      const bad = await resend({ email, otherEventId: 'x'.repeat(20) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.otherEventId).toBe('invalidId');
      expect(t.mailbox.mails.length).toBe(before);
    });

    it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
      const user = await createUser(t.database.db);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'Wrong!pass1' },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: freshEmail(), password: PASSWORD },
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message).toBe('invalidCredentials');
    });

    it('requires e-mail and password to log in', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({
        email: 'fieldRequired',
        password: 'fieldRequired',
      });
    });

    it('gives a new session id at every login and ends the one the browser had', async () => {
      const user = await createUser(t.database.db);
      const first = await loginAs(t.app, user.email);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { cookie: first.cookie },
        payload: { email: user.email, password: PASSWORD },
      });
      const second = sessionCookie(again);
      expect(second).not.toBe(first.cookie);
      const old = await t.app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { cookie: first.cookie },
      });
      expect(old.statusCode).toBe(401);
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { cookie: second },
      });
      expect(current.statusCode).toBe(200);
    });

    it('keeps a signed-in session when a login attempt from it fails', async () => {
      const user = await createUser(t.database.db);
      const { cookie } = await loginAs(t.app, user.email);
      const typo = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { cookie },
        payload: { email: user.email, password: 'Typo!pass1' },
      });
      expect(typo.statusCode).toBe(401);
      const still = await t.app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { cookie },
      });
      expect(still.statusCode).toBe(200);
    });

    it('answers a validation error with the first field key as its message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'nope', password: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'invalidEmail', fields: { email: 'invalidEmail' } });
    });
  });

  describe('sessions', () => {
    it('answers check-auth with Authenticated for a live session and 401 without one', async () => {
      const user = await createUser(t.database.db);
      const { cookie } = await loginAs(t.app, user.email);
      const ok = await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie } });
      expect(ok.json().message).toBe('Authenticated');
      const anon = await t.app.inject({ method: 'GET', url: '/api/check-auth' });
      expect(anon.statusCode).toBe(401);
      expect(anon.json()).toEqual({ message: 'Unauthorized' });
    });

    it('tells a signed-in user which selection step is still missing', async () => {
      const user = await createUser(t.database.db);
      const { cookie } = await loginAs(t.app, user.email);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { cookie },
      });
      expect(res.json()).toEqual({ message: 'Authenticated', redirect: '/role' });
    });

    it('says the session expired when a stale cookie is sent, and Unauthorized when none is', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { cookie: `sid=${'x'.repeat(43)}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'sessionExpired' });
    });

    it('accepts the session token as a Bearer token for non-browser clients', async () => {
      const user = await createUser(t.database.db);
      const { cookie } = await loginAs(t.app, user.email);
      const token = cookie.replace('sid=', '');
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
    });

    it('never refuses a valid cookie because of an unusable Authorization header', async () => {
      const user = await createUser(t.database.db);
      const { cookie } = await loginAs(t.app, user.email);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { cookie, authorization: 'Bearer null' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('ends the session on logout, so the next GET is 401', async () => {
      const user = await createUser(t.database.db);
      const { cookie } = await loginAs(t.app, user.email);
      const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      const res = await t.app.inject({ method: 'GET', url: '/api/role', headers: { cookie } });
      expect(res.statusCode).toBe(401);
    });

    it('ends a session left idle for more than 7 days', async () => {
      const user = await createUser(t.database.db);
      const { cookie } = await loginAs(t.app, user.email);
      t.clock.advance(6 * 24 * 3600_000);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie } }))
          .statusCode,
      ).toBe(200);
      t.clock.advance(7 * 24 * 3600_000 + 60_000);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie } }))
          .statusCode,
      ).toBe(401);
    });

    it('ends even an active session after its 30-day lifetime', async () => {
      const user = await createUser(t.database.db);
      const { cookie } = await loginAs(t.app, user.email);
      for (let day = 0; day < 5; day++) {
        t.clock.advance(6 * 24 * 3600_000);
        await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie } });
      }
      t.clock.advance(24 * 3600_000);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/check-auth',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('forgot and reset password', () => {
    it('answers forgot-password the same for known and unknown addresses, mailing only the owner', async () => {
      const user = await createUser(t.database.db);
      const before = t.mailbox.mails.length;
      const known = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: user.email },
      });
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: freshEmail() },
      });
      expect(known.json()).toEqual(unknown.json());
      expect(known.statusCode).toBe(200);
      expect(t.mailbox.mails.length).toBe(before + 1);
      expect(t.mailbox.mails.at(-1)!.to).toBe(user.email);
    });

    it('resets the password with the mailed token and ends every other session', async () => {
      const user = await createUser(t.database.db);
      const { cookie: other } = await loginAs(t.app, user.email);
      await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: user.email },
      });
      const token = t.mailbox.linkTo(user.email, '/reset-password').searchParams.get('reset_token');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { reset_token: token, new_password: 'Brand!New22' },
      });
      expect(res.statusCode).toBe(200);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/check-auth', headers: { cookie: other } }))
          .statusCode,
      ).toBe(401);
      const oldPw = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: PASSWORD },
      });
      expect(oldPw.statusCode).toBe(401);
      await loginAs(t.app, user.email, 'Brand!New22');
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { reset_token: token, new_password: 'Other!New33' },
      });
      expect(again.json().message).toBe('linkUsed');
    });

    it('lets no older reset link take the account back after a reset', async () => {
      const user = await createUser(t.database.db);
      const request = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: user.email },
        });
      await request();
      const older = t.mailbox.linkTo(user.email, '/reset-password').searchParams.get('reset_token');
      await request();
      const newer = t.mailbox.linkTo(user.email, '/reset-password').searchParams.get('reset_token');
      expect(newer).not.toBe(older);
      const reset = (token: string | null, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reset-password',
          payload: { reset_token: token, new_password: password },
        });
      expect((await reset(newer, 'Owner!Safe1')).statusCode).toBe(200);
      const takeover = await reset(older, 'Thief!Pass1');
      expect(takeover.statusCode).toBe(400);
      expect(takeover.json().message).toBe('linkUsed');
      await loginAs(t.app, user.email, 'Owner!Safe1');
    });

    it('limits how many mailed links one address may try', async () => {
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/reset-password',
          remoteAddress: '10.5.5.5',
          payload: { reset_token: 'A'.repeat(43), new_password: 'Guess!Pass1' },
        });
      for (let i = 0; i < 30; i++) expect((await attempt()).json().message).toBe('linkInvalid');
      expect((await attempt()).statusCode).toBe(429);
    });

    it('applies the password rules to the new password and lets a reset link expire after an hour', async () => {
      const user = await createUser(t.database.db);
      await t.app.inject({
        method: 'POST',
        url: '/api/forgot-password',
        payload: { email: user.email },
      });
      const token = t.mailbox.linkTo(user.email, '/reset-password').searchParams.get('reset_token');
      const weak = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { reset_token: token, new_password: 'weakpass' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().fields.new_password).toBe('passwordPatternError');
      t.clock.advance(3600_000 + 1000);
      const late = await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { reset_token: token, new_password: 'Brand!New22' },
      });
      expect(late.json().message).toBe('linkExpired');
    });
  });

  describe('rate limits', () => {
    it('answers 429 with a message after too many logins for one e-mail', async () => {
      const user = await createUser(t.database.db);
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: 'Wrong!pass1' },
          remoteAddress: '10.9.9.9',
        });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('tooManyRequests');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      t.clock.advance(15 * 60_000 + 1000);
      expect((await attempt()).statusCode).toBe(401);
    });

    it('lets the owner sign in from their own address while a guesser elsewhere is locked out', async () => {
      const user = await createUser(t.database.db);
      const login = (password: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password },
          remoteAddress,
        });
      for (let i = 0; i < 10; i++)
        expect((await login('Wrong!pass1', '10.6.6.6')).statusCode).toBe(401);
      expect((await login('Wrong!pass1', '10.6.6.6')).statusCode).toBe(429);
      // Even the right password is refused from the guessing address until the window ends.
      expect((await login(PASSWORD, '10.6.6.6')).statusCode).toBe(429);
      expect((await login(PASSWORD, '10.5.5.5')).statusCode).toBe(200);
    });

    it('counts only failed logins: an owner who signs in often is never locked out', async () => {
      const user = await createUser(t.database.db);
      for (let i = 0; i < 15; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: PASSWORD },
          remoteAddress: '10.4.4.4',
        });
        expect(res.statusCode).toBe(200);
      }
    });

    it('refuses addresses that already guessed once the looser per-account limit is spent, and still lets the owner in from an address of their own', async () => {
      const user = await createUser(t.database.db);
      const login = (password: string, i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password },
          remoteAddress: `10.3.${Math.floor(i / 5)}.${i % 5}`,
        });
      for (let i = 0; i < 50; i++) expect((await login('Wrong!pass1', i)).statusCode).toBe(401);
      expect((await login('Wrong!pass1', 0)).statusCode).toBe(429);
      expect((await login(PASSWORD, 49)).statusCode).toBe(429);
      // An address without failures for the account is still checked: the owner gets in.
      expect((await login(PASSWORD, 50)).statusCode).toBe(200);
      t.clock.advance(60 * 60_000 + 1000);
      expect((await login(PASSWORD, 0)).statusCode).toBe(200);
    });

    it('checks only the limit of wrong passwords sent for one account at once, and refuses the rest', async () => {
      const user = await createUser(t.database.db);
      const burst = await Promise.all(
        Array.from({ length: 40 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: user.email, password: 'Wrong!pass1' },
            remoteAddress: '10.8.8.8',
          }),
        ),
      );
      const statuses = burst.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    });

    it('lets the owner in from an address without failures while many addresses guess at once', async () => {
      const user = await createUser(t.database.db);
      const login = (password: string, remoteAddress: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password },
          remoteAddress,
        });
      // Ten guesses from each of six addresses at once: past the per-account limit of 50.
      const addressOf = (i: number) => `10.2.${Math.floor(i / 10)}.1`;
      const guesses = Array.from({ length: 60 }, (_, i) => login('Wrong!pass1', addressOf(i)));
      const [owner, ...attack] = await Promise.all([login(PASSWORD, '10.2.99.1'), ...guesses]);
      expect(owner.statusCode).toBe(200);
      const checked = attack.filter((res) => res.statusCode === 401);
      expect(checked.length + attack.filter((res) => res.statusCode === 429).length).toBe(60);
      // The account's 50, and at most the first guess of each of the six addresses past them.
      expect(checked.length).toBeLessThanOrEqual(50 + 6);
      expect((await login('Wrong!pass1', addressOf(0))).statusCode).toBe(429);
      // And the owner, on another phone, still gets in after the attack.
      expect((await login(PASSWORD, '10.2.98.1')).statusCode).toBe(200);
    });

    it('limits registrations and password-reset requests per IP', async () => {
      for (let i = 0; i < 20; i++) {
        const ok = await register(
          { firstName: 'A', lastName: 'B', email: freshEmail(), password: GOOD },
          '10.7.7.7',
        );
        expect(ok.statusCode).toBe(200);
      }
      const blocked = await register(
        { firstName: 'A', lastName: 'B', email: freshEmail(), password: GOOD },
        '10.7.7.7',
      );
      expect(blocked.statusCode).toBe(429);
      const forgot = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          payload: { email: freshEmail() },
          remoteAddress: '10.6.6.6',
        });
      for (let i = 0; i < 10; i++) expect((await forgot()).statusCode).toBe(200);
      expect((await forgot()).statusCode).toBe(429);
    });
  });

  it('keeps the session cookie Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestApp(kind, { PUBLIC_URL: 'https://events.example' });
    try {
      const user = await createUser(secure.database.db);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: PASSWORD },
      });
      expect(res.cookies.find((c) => c.name === 'sid')!.secure).toBe(true);
      expect(sessionCookie(res)).toMatch(/^sid=/);
    } finally {
      await secure.close();
    }
  });
});

describe('the language of account mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('writes the confirmation mail in the language of the browser that registered', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: 'i18nextLng=fr' },
      payload: { firstName: 'Zoé', lastName: 'Roux', email: 'zoe@example.test', password: GOOD },
    });
    expect(res.statusCode).toBe(200);
    expect(t.mailbox.mails.at(-1)!.subject).not.toBe('Confirm your e-mail address');
    expect(t.mailbox.mails.at(-1)!.html).toContain('lang="fr"');
  });

  it('paints the mail button in the colour of the host the user registered on', async () => {
    await t.database.db
      .insert(branding)
      .values({ host: 'blue.example', primaryColor: '#2563EB', secondaryColor: '#0B1B3F' });
    await t.app.changes.publish({ kind: 'branding' });
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { host: 'blue.example' },
      payload: { firstName: 'Bo', lastName: 'Lu', email: 'bo@example.test', password: GOOD },
    });
    expect(t.mailbox.mails.at(-1)!.html).toContain('#2563EB');
  });

  it('follows the language the user chose in the app for later mails', async () => {
    const user = await createUser(t.database.db, { language: 'en' });
    const { cookie } = await loginAs(t.app, user.email);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: { cookie },
      payload: { language: 'ar' },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
    });
    const mail = t.mailbox.mails.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.html).toContain('dir="rtl"');
  });

  it('refuses a language outside the fourteen with 400', async () => {
    const user = await createUser(t.database.db);
    const { cookie } = await loginAs(t.app, user.email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: { cookie },
      payload: { language: 'xx' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  it('multiplies every limit, for servers whose tests log the same users in often', async () => {
    const t = await createTestApp('pglite', { RATE_LIMIT_FACTOR: '2' });
    try {
      const user = await createUser(t.database.db);
      const attempt = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: 'Wrong!pass1' },
        });
      for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('client addresses behind proxies', () => {
  it('ignores X-Forwarded-For unless it comes from a proxy named in TRUST_PROXY', async () => {
    const direct = await createTestApp('pglite');
    const proxied = await createTestApp('pglite', { TRUST_PROXY: '10.1.1.1' });
    try {
      const forgot = (app: TestApp, forwardedFor: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/forgot-password',
          remoteAddress: '10.1.1.1',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: 'nobody@example.test' },
        });
      // Without a trusted proxy, a client inventing a new address each time is still one IP.
      for (let i = 0; i < 10; i++)
        expect((await forgot(direct, `192.0.2.${i}`)).statusCode).toBe(200);
      expect((await forgot(direct, '192.0.2.99')).statusCode).toBe(429);
      // Behind a trusted proxy, the forwarded address is the client's.
      for (let i = 0; i < 11; i++)
        expect((await forgot(proxied, `198.51.100.${i}`)).statusCode).toBe(200);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});
