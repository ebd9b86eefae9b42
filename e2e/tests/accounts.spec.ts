import type { Page } from '@playwright/test';
import type { AccessibilityChecks } from './support/accessible-page';
import { expect, test } from './support/accessible-page';

const demoPassword = 'LidoDemo2026!';

/** Today in the venues' zone, as the timetable's date segment (`2026-10-06`). */
function londonToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
}

async function logInWithModal(
  page: Page,
  axe: AccessibilityChecks,
  username: string,
  password: string,
) {
  await page.getByTestId('login').click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.locator('#username')).toBeVisible();
  await axe.check('log-in dialog');
  await dialog.locator('#username').fill(username);
  await dialog.locator('#password').fill(password);
  await dialog.getByTestId('log-in').click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#my-account')).toBeVisible();
}

async function logOutFromMyAccount(page: Page) {
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page.getByTestId('login')).toHaveText('Log in');
}

test.describe('accounts', () => {
  // Journeys that register, sign in and out several times (each a password hash on the server)
  // with an axe check on every page: about 15 s alone, twice that beside another worker.
  test.describe.configure({ timeout: 60_000 });

  test('register, sign in, see the dashboard, update details and sign out', async ({
    page,
    axe,
  }) => {
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    const password = 'Swim-lanes-2026';

    await page.goto('/register');
    await expect(page.getByLabel('First name')).toBeVisible();
    await axe.check('register');
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Jones');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Date of birth').fill('1991-07-14');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create an account' }).click();

    // Signing up signs in and lands in My account.
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.locator('#welcome')).toHaveText('Welcome back, Casey');
    await axe.check('my account, just registered');
    await logOutFromMyAccount(page);

    await logInWithModal(page, axe, email, password);
    await page.locator('#my-account').click();
    await expect(page.locator('#home-dashboard')).toBeVisible();
    await expect(page.locator('#home-dashboard')).toContainText('Credit balance');
    await expect(page.locator('#welcome')).toHaveText('Welcome back, Casey');
    await axe.check('my account dashboard');

    const nav = page.getByRole('navigation', { name: 'My account' });
    await nav.getByRole('link', { name: 'My details' }).click();
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Postcode').fill('not a postcode');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('The postcode format is invalid.')).toBeVisible();
    await axe.check('my details, editing with an error');
    await page.getByLabel('Postcode').fill('nw3 3aa');
    await page.getByLabel('Town').fill('Hampstead');
    await page.getByLabel('Phone number').fill('07700 900999');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    const details = page.getByTestId('my-details');
    await expect(details).toContainText('Hampstead');
    await expect(details).toContainText('NW3 3AA');
    await expect(details).toContainText('07700 900999');
    await axe.check('my details, saved');

    // The change is stored, not just shown.
    await page.reload();
    await expect(page.getByTestId('my-details')).toContainText('Hampstead');
    await axe.check('my details, reloaded');

    await logOutFromMyAccount(page);
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
  });

  test('signing in with the modal on a timetable page stays on that page', async ({
    page,
    axe,
  }) => {
    const timetable = `/location/swiss-cottage-leisure-centre/yoga/${londonToday()}`;
    await page.goto(timetable);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe.check('timetable');
    await page.getByTestId('login').click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByLabel('Email address or customer ID')).toBeVisible();

    await dialog.locator('#username').fill('alex.morgan@example.com');
    await dialog.locator('#password').fill('not the password');
    await dialog.getByTestId('log-in').click();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();
    await axe.check('log-in dialog with a wrong password');

    await dialog.locator('#password').fill(demoPassword);
    await dialog.getByTestId('log-in').click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#my-account')).toHaveText('My account');
    expect(new URL(page.url()).pathname).toBe(timetable);

    // The sign-in survives a reload: the API keeps the session in its HttpOnly cookie, out of
    // reach of the page's scripts.
    await page.reload();
    await expect(page.locator('#my-account')).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'lido-session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.some((cookie) => cookie.name.endsWith('-authToken'))).toBe(false);
    expect(await page.evaluate<string>('document.cookie')).not.toContain(session?.value ?? '?');
  });

  test('a ?token= sign-in link signs the browser in and leaves the address', async ({
    page,
    request,
  }) => {
    // Another site (my-account, a kiosk launcher) signed Alex in and hands the session over.
    const login = await request.post('/api/auth/customer/login', {
      data: { username: 'alex.morgan@example.com', password: demoPassword },
    });
    expect(login.ok()).toBe(true);
    const { token } = (await login.json()) as { token: string };

    await page.goto(`/my-account?token=${encodeURIComponent(token)}&embedded=true`);
    await expect(page.locator('#welcome')).toHaveText('Welcome back, Alex');
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    expect(new URL(page.url()).searchParams.get('embedded')).toBe('true');
    const session = (await page.context().cookies()).find(
      (cookie) => cookie.name === 'lido-session',
    );
    expect(session).toMatchObject({ value: token, httpOnly: true });
    const scriptVisible = await page.evaluate<string>(
      'JSON.stringify([document.cookie, { ...localStorage }, { ...sessionStorage }])',
    );
    expect(scriptVisible).not.toContain(token);

    // The session survives a reload without the link.
    await page.reload();
    await expect(page.locator('#welcome')).toHaveText('Welcome back, Alex');
  });

  test('a forgotten password is reset through the emailed link', async ({ page, request, axe }) => {
    const email = 'priya.shah@example.com';
    const newPassword = 'Fresh-password-2026';

    await page.goto('/');
    await expect(page.locator('#select-venue')).toBeVisible();
    await axe.check('home');
    await page.getByTestId('login').click();
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await expect(page.getByLabel('Email address or customer ID')).toBeVisible();
    await axe.check('forgotten password');
    await page.getByLabel('Email address or customer ID').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'emailed it a link' })).toBeVisible();
    await axe.check('forgotten password, link sent');

    // The email is written just after the answer (so the answer's timing reveals nothing).
    const readMailbox = async () => {
      const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      expect(mailbox.ok()).toBe(true);
      return ((await mailbox.json()) as { data: { url: string; links: string[] }[] }).data;
    };
    await expect.poll(async () => (await readMailbox()).length).toBeGreaterThan(0);
    const message = (await readMailbox())[0];
    expect(message?.links.some((link) => link.includes('/reset-password?reset_token='))).toBe(true);

    await page.goto(message?.url ?? '');
    await axe.check('the emailed message');
    await page.locator('a[href*="/reset-password?reset_token="]').first().click();
    await expect(page).toHaveURL(/\/reset-password\?reset_token=/);
    await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
    await axe.check('reset password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
    await expect(page.locator('#username')).toBeVisible();
    await axe.check('log-in page after a reset');
    await page.locator('#username').fill(email);
    await page.locator('#password').fill(demoPassword);
    await page.getByTestId('log-in').click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await axe.check('log-in page with the old password refused');

    await page.locator('#password').fill(newPassword);
    await page.getByTestId('log-in').click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.locator('#welcome')).toHaveText('Welcome back, Priya');
  });

  test("a parent views a junior's bookings", async ({ page, axe }) => {
    await page.goto('/bookings/upcoming');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.locator('#username')).toBeVisible();
    await axe.check('log-in page');
    await page.locator('#username').fill('LID1001001');
    await page.locator('#password').fill(demoPassword);
    await page.getByTestId('log-in').click();

    await expect(page).toHaveURL(/\/my-account\/bookings\/upcoming$/);
    await expect(page.locator('#welcome')).toHaveText('Welcome back, Alex');
    const viewingAs = page.getByLabel('Viewing as');
    await expect(viewingAs.locator('option')).toHaveText(['Alex', 'Sam', 'Ruby']);

    const samsBookings = page.waitForResponse(
      (response) =>
        response.url().includes('/api/my-account/bookings') &&
        response.url().includes('selected_user_id=1002'),
    );
    await viewingAs.selectOption({ label: 'Sam' });
    expect((await samsBookings).status()).toBe(200);
    const rows = page.getByTestId('booking-row');
    await expect(rows.first()).toContainText(/swim/i);
    await axe.check("a junior's upcoming bookings");

    await page.getByRole('link', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/my-account\/bookings\/past$/);
    await expect(viewingAs).toHaveValue('1002');
  });

  test('a customer cancels an upcoming booking from My account', async ({ page, axe }) => {
    await page.goto('/bookings/upcoming');
    await expect(page.locator('#username')).toBeVisible();
    await axe.check('log-in page');
    await page.locator('#username').fill('alex.morgan@example.com');
    await page.locator('#password').fill(demoPassword);
    await page.getByTestId('log-in').click();
    await expect(page).toHaveURL(/\/my-account\/bookings\/upcoming$/);

    const rows = page.getByTestId('booking-row');
    await expect(rows.first()).toBeVisible();
    await axe.check('upcoming bookings');
    const before = await rows.count();
    const cancel = page.getByRole('button', { name: /^Cancel / }).first();
    const label = (await cancel.getAttribute('aria-label')) ?? '';
    await cancel.click();
    // Cancelling asks first, naming the booking and what comes back.
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog).toContainText(/will be refunded to your account credit|nothing to refund/);
    await axe.check('cancel booking confirmation');
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: label })).toBeVisible();

    await page.getByRole('button', { name: label }).click();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByText(/Your booking has been cancelled\./)).toBeVisible();
    // The booking stays in view, cancelled, with its refund line.
    await expect(rows).toHaveCount(before);
    const cancelledRow = rows.filter({ hasText: 'Cancelled' });
    await expect(cancelledRow).toHaveCount(1);
    await expect(cancelledRow).toContainText('Cancelled');
    await expect(cancelledRow).toContainText(/refunded to your account credit|Nothing to refund/);
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
    await axe.check('a cancelled booking');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('My account bookings fit the screen as cards', async ({ page, axe }) => {
      await page.goto('/bookings/upcoming');
      await page.locator('#username').fill('alex.morgan@example.com');
      await page.locator('#password').fill(demoPassword);
      await page.getByTestId('log-in').tap();
      await expect(page).toHaveURL(/\/my-account\/bookings\/upcoming$/);
      await expect(page).toHaveTitle(/^Upcoming bookings — My account — /);

      const cards = page
        .getByRole('list', { name: 'Upcoming bookings' })
        .getByTestId('booking-row');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(cards.first().getByRole('term').first()).toHaveText('Date');
      // Nothing sticks out sideways: the page scrolls only down.
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await axe.check('upcoming bookings on a phone');
      // The picture in docs/screenshots/ is this one.
      await page.screenshot({
        path: test.info().outputPath('my-account-bookings-phone.png'),
        fullPage: true,
      });
    });
  });
});
