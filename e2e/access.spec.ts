/**
 * The way in, as a person meets it in Chromium at 390×844: register and confirm from the mailed
 * link, log in, forgot and reset the password, an unconfirmed account, a session ended on the
 * server, and sign-out. Every screen is saved under the test's output folder, in English and in
 * Arabic.
 */
import { saveScreenshot } from './screenshot';
import { test, expect } from './test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { commonTexts } from './locales';
import { mailedLink } from './outbox';
import { DEMO_EVENTS, signInAs, signOut } from './signIn';

const PASSWORD = 'Welcome!2026';

let userCount = 0;
/** A fresh address per test, so no test meets another's account or rate limit. */
function newEmail(label: string): string {
  userCount += 1;
  return `${label}-${Date.now().toString(36)}-${userCount}@e2e.test`;
}

/** A confirmed account made through the API, for tests that are not about registering. */
async function confirmedUser(request: APIRequestContext, label: string): Promise<string> {
  const email = newEmail(label);
  const registered = await request.post('/api/register', {
    data: { firstName: 'Test', lastName: 'Person', email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const link = await mailedLink(email, '/confirm-email');
  const confirmed = await request.post('/api/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.ok()).toBe(true);
  return email;
}

async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  // The sign-in page is prerendered: typed into before the app has taken it over, its form
  // would be posted by the browser and come back empty. React marks the nodes it has hydrated.
  await page.waitForFunction(() => {
    const submit = document.querySelector('form button[type="submit"]');
    return submit !== null && Object.keys(submit).some((key) => key.startsWith('__reactProps'));
  });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** 22 characters, two more than a password may have (product.md §5). */
const TOO_LONG_PASSWORD = 'Welcome!2026Welcome!26';

/**
 * Where the toasts are: the box of every toast still on screen, in the page's coordinates (a
 * toast replaced by its identical successor may be gone by the time it is measured).
 */
async function toastBoxes(page: Page) {
  const toasts = page.getByRole('alert').or(page.getByRole('status')).getByRole('paragraph');
  const boxes = [];
  for (const toast of await toasts.all()) {
    const box = await toast.boundingBox();
    if (box) boxes.push(box);
  }
  return boxes;
}

/**
 * A toast sits wholly below these (the heading, the back link): it never covers them. Checked
 * until it holds, since a toast replaced by its twin is briefly gone; an overlap that stays
 * fails.
 */
async function expectToastsBelow(page: Page, ...above: Locator[]): Promise<void> {
  const placement = async () => {
    const toasts = await toastBoxes(page);
    if (toasts.length === 0) return 'no toast on screen';
    for (const element of above) {
      const box = (await element.boundingBox())!;
      const covering = toasts.find((toast) => toast.y < box.y + box.height);
      if (covering)
        return `a toast at y=${covering.y} covers an element ending at y=${box.y + box.height}`;
    }
    return 'below';
  };
  await expect.poll(placement).toBe('below');
}

/** Where a mailed link points, opened on this test server. */
function appPath(link: URL): string {
  return `${link.pathname}${link.search}`;
}

test('a new user registers, confirms the mailed link, is sent to login after 5 s and reaches /role', async ({
  page,
}, testInfo) => {
  const email = newEmail('register');
  await page.goto('/login');
  await expect(page.getByText('Alpha v1.0')).toBeVisible();
  const provider = page.getByRole('link', { name: /website/ });
  await expect(provider).toHaveAttribute('href', /^https:\/\//);
  await saveScreenshot(page, testInfo, 'login');

  await page.getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/register');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'register');

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(5);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('other');
  await page.getByLabel('Confirm password').blur();
  await expect(page.getByText('The password must be 8 to 20 characters long.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'register-errors');

  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Lindqvist');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expect(page.getByText('Passwords do not match')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'register-done');

  const link = await mailedLink(email, '/confirm-email');
  await page.goto(appPath(link));
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  const confirmedAt = Date.now();
  await expect(page.getByText(/Taking you to the login page in \d s/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'confirm-email-done');

  await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 10_000 });
  expect(Date.now() - confirmedAt).toBeGreaterThan(4_000);

  await logIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/role');
  await expect(page.getByRole('heading', { name: 'Choose your role' })).toBeVisible();
});

test('forgot password: the mailed link sets a new password, login follows after 3 s, and it works', async ({
  page,
}, testInfo) => {
  const email = await confirmedUser(page.request, 'forgot');
  const newPassword = 'Fresh#Start9';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/forgot-password');
  await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'forgot-password');

  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a link to reset the password is on its way/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'forgot-password-done');

  const link = await mailedLink(email, '/reset-password');
  await page.goto(appPath(link));
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password' && url.search === '');
  await page.getByLabel('New password').fill('weak');
  await page.getByLabel('New password').blur();
  await expect(page.getByText('The password must be 8 to 20 characters long.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-errors');
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await saveScreenshot(page, testInfo, 'reset-password');
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  const resetAt = Date.now();
  await expect(page.getByText(/Taking you to the login page in \d s/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-done');
  await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 8_000 });
  expect(Date.now() - resetAt).toBeGreaterThan(2_000);

  await logIn(page, email, PASSWORD);
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-wrong-password');

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/role');
});

test('a password longer than 20 characters is kept as typed and refused, never cut to 20', async ({
  page,
}, testInfo) => {
  const email = newEmail('too-long');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Lindqvist');
  await page.getByLabel('E-mail').fill(email);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill(TOO_LONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(TOO_LONG_PASSWORD);
  await expect(password).toHaveValue(TOO_LONG_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('The password must be 8 to 20 characters long.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'register-password-too-long');

  // The same on /reset-password, opened from a real mailed link.
  const account = await confirmedUser(page.request, 'too-long-reset');
  expect((await page.request.post('/api/forgot-password', { data: { email: account } })).ok()).toBe(
    true,
  );
  await page.goto(appPath(await mailedLink(account, '/reset-password')));
  const newPassword = page.getByLabel('New password');
  await newPassword.fill(TOO_LONG_PASSWORD);
  await page.getByLabel('Confirm password').fill(TOO_LONG_PASSWORD);
  await expect(newPassword).toHaveValue(TOO_LONG_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The password must be 8 to 20 characters long.')).toBeVisible();
  await expect(page.getByText('Your password has been changed.')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'reset-password-too-long');
});

test('toasts stay clear of the heading and the back link, and the same message twice shows once', async ({
  page,
}, testInfo) => {
  const email = await confirmedUser(page.request, 'toasts');
  await page.goto('/login');
  await logIn(page, email, 'Wrong!2026');
  const wrong = page.getByRole('alert').getByText('The e-mail address or password is incorrect.');
  await expect(wrong).toBeVisible();
  // The same refusal again: wait for its answer, then for its toast, which replaces the first.
  const secondLogin = page.waitForResponse((res) => res.url().endsWith('/api/login'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await secondLogin;
  await expect(wrong).toHaveCount(1);
  await expect(wrong).toBeVisible();
  await expectToastsBelow(page, page.getByRole('heading', { name: 'Log in', level: 1 }));
  await saveScreenshot(page, testInfo, 'login-failed-toast');

  // A screen with a back link: two failed requests, one toast, below the link and the title.
  await page.route('**/api/forgot-password', (route) =>
    route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
  );
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const failed = page.getByRole('alert').getByText('Something went wrong');
  await expect(failed).toBeVisible();
  const secondRequest = page.waitForResponse((res) => res.url().endsWith('/api/forgot-password'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await secondRequest;
  await expect(failed).toHaveCount(1);
  await expect(failed).toBeVisible();
  await expectToastsBelow(
    page,
    page.getByRole('link', { name: 'Back to log in' }),
    page.getByRole('heading', { level: 1 }),
  );
  await saveScreenshot(page, testInfo, 'forgot-password-failed-toast');
});

test('an unconfirmed account is told so and can ask for a new confirmation mail', async ({
  page,
}, testInfo) => {
  const email = newEmail('unconfirmed');
  const registered = await page.request.post('/api/register', {
    data: { firstName: 'Una', lastName: 'Confirmed', email, password: PASSWORD },
  });
  expect(registered.ok()).toBe(true);
  const firstLink = await mailedLink(email, '/confirm-email');

  await page.goto('/login');
  await logIn(page, email);
  await expect(page.getByText(/Your e-mail address is not confirmed yet/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-unconfirmed');

  await page.getByRole('button', { name: 'Send a new confirmation mail' }).click();
  await expect(page.getByText(/A new confirmation mail is on its way/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-confirmation-resent');
  await expect
    .poll(async () => (await mailedLink(email, '/confirm-email')).href)
    .not.toBe(firstLink.href);
});

test('a session ended on the server turns the next read into a toast and the login screen', async ({
  page,
}, testInfo) => {
  const email = await confirmedUser(page.request, 'ended');
  await page.goto('/login');
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: 'Choose your role' })).toBeVisible();

  // The server forgets this session while the browser keeps its cookie (as after a password
  // reset elsewhere): end it with the same cookie, then give the cookie back to the browser.
  const cookies = await page.context().cookies();
  const ended = await page.request.post('/api/logout');
  expect(ended.ok()).toBe(true);
  await page.context().addCookies(cookies.filter((cookie) => cookie.name === 'sid'));

  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(
    page.getByRole('status').getByText('Your session has expired. Please log in again.'),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'login-session-ended');
});

test('signing out from /role ends the session, clears session storage and keeps the toast', async ({
  page,
}, testInfo) => {
  const email = await confirmedUser(page.request, 'signout');
  // A shared link leaves ids in session storage.
  await page.goto('/login?otherTeamId=3&redirect=/team');
  await logIn(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/role');
  expect(await page.evaluate(() => sessionStorage.getItem('otherTeamId'))).toBe('3');

  // Signed in, the login screen sends the visitor on to the step still missing.
  await page.goto('/login');
  await expect(page).toHaveURL((url) => url.pathname === '/role');
  await expect(page.getByRole('button', { name: /^Supporter/ })).toBeVisible();
  await saveScreenshot(page, testInfo, 'role');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('status').getByText('You have been signed out.')).toBeVisible();
  const stored = await page.evaluate(() => ({ ...sessionStorage }));
  expect(stored).toEqual({});
  expect((await page.request.get('/api/check-auth')).status()).toBe(401);
  await saveScreenshot(page, testInfo, 'login-signed-out');
});

test('mailed links that are not valid say so, with a way on', async ({ page }, testInfo) => {
  await page.goto('/confirm-email?token=not-a-real-token');
  await expect(page.getByText('This link is not valid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'confirm-email-invalid');

  await page.goto('/reset-password');
  await expect(page.getByText('This link is not valid.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await saveScreenshot(page, testInfo, 'reset-password-no-link');

  await page.goto('/reset-password?reset_token=not-a-real-token');
  await page.getByLabel('New password').fill('Fresh#Start9');
  await page.getByLabel('Confirm password').fill('Fresh#Start9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link is not valid.')).toBeVisible();
});

test('an invited employee is welcomed on the mailed link, chooses a first password and signs in', async ({
  page,
}, testInfo) => {
  const email = newEmail('invited');
  await signInAs(page, 'contactPerson', DEMO_EVENTS.live);
  const created = await page.request.post('/api/create-employee', {
    data: { email, first_name: 'Ines', last_name: 'Invited' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await signOut(page);

  const link = await mailedLink(email, '/reset-password');
  await page.goto(appPath(link));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome! Choose your password' }),
  ).toBeVisible();
  await expect(page.getByText('You have been invited.', { exact: false })).toBeVisible();
  await saveScreenshot(page, testInfo, 'reset-password-welcome');
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByText('Your password is set.')).toBeVisible();
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('i18nextLng', 'ar'));
  });

  test('the access screens read right to left', async ({ page }, testInfo) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'login-ar');

    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('هذا الحقل مطلوب.')).toHaveCount(2);
    await saveScreenshot(page, testInfo, 'login-errors-ar');

    await page.goto('/register');
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    await expect(page.getByText('هذا الحقل مطلوب.')).toHaveCount(5);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('short');
    await page.getByLabel('كلمة المرور', { exact: true }).blur();
    await expect(page.getByText('يجب أن تتكون كلمة المرور من 8 إلى 20 حرفًا.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'register-errors-ar');

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'نسيت كلمة المرور' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'forgot-password-ar');

    await page.goto('/reset-password?reset_token=not-a-real-token');
    await expect(page.getByLabel('كلمة المرور الجديدة')).toBeVisible();
    await saveScreenshot(page, testInfo, 'reset-password-ar');

    // An invitation's link welcomes the newcomer instead of speaking of a reset.
    await page.goto('/reset-password?reset_token=not-a-real-token&welcome=1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'مرحبًا! اختر كلمة المرور' }),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'reset-password-welcome-ar');

    await page.goto('/confirm-email?token=not-a-real-token');
    await expect(page.getByText('هذا الرابط غير صالح.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'confirm-email-invalid-ar');
  });

  test('a too long password is refused and a failed login toasts below the heading', async ({
    page,
  }, testInfo) => {
    const ar = await commonTexts(page, 'ar');
    await page.goto('/register');
    const password = page.getByLabel(ar.password, { exact: true });
    await password.fill(TOO_LONG_PASSWORD);
    await password.blur();
    await expect(password).toHaveValue(TOO_LONG_PASSWORD);
    await expect(page.getByText('يجب أن تتكون كلمة المرور من 8 إلى 20 حرفًا.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'register-password-too-long-ar');

    const email = await confirmedUser(page.request, 'toasts-ar');
    await page.goto('/login');
    await page.getByLabel(ar.email, { exact: true }).fill(email);
    await page.getByLabel(ar.password, { exact: true }).fill('Wrong!2026');
    await page.getByRole('button', { name: ar.login, exact: true }).click();
    await expect(page.getByRole('alert').getByRole('paragraph')).toHaveCount(1);
    await expectToastsBelow(page, page.getByRole('heading', { name: ar.login, level: 1 }));
    await saveScreenshot(page, testInfo, 'login-failed-toast-ar');
  });

  test('registration and confirmation succeed in Arabic', async ({ page }, testInfo) => {
    const email = newEmail('arabic');
    await page.goto('/register');
    await page.getByLabel('الاسم الأول').fill('ليلى');
    await page.getByLabel('اسم العائلة').fill('حداد');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
    await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
    await saveScreenshot(page, testInfo, 'register-ar');
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    await expect(page.getByRole('heading', { name: 'تحقق من بريدك' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'register-done-ar');

    const link = await mailedLink(email, '/confirm-email');
    await page.goto(appPath(link));
    await expect(page.getByText('تم تأكيد عنوان بريدك الإلكتروني.')).toBeVisible();
    await saveScreenshot(page, testInfo, 'confirm-email-done-ar');
  });
});
