import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

const demoPassword = 'LidoDemo2026!';

/** Today in the venues' zone, as the timetable's date segment (`2026-10-06`). */
function londonToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
}

async function logInWithModal(page: Page, username: string, password: string) {
  await page.getByTestId('login').click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
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
  test('register, sign in, see the dashboard, update details and sign out', async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    const password = 'Swim-lanes-2026';

    await page.goto('/register');
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
    await logOutFromMyAccount(page);

    await logInWithModal(page, email, password);
    await page.locator('#my-account').click();
    await expect(page.locator('#home-dashboard')).toBeVisible();
    await expect(page.locator('#home-dashboard')).toContainText('Credit balance');
    await expect(page.locator('#welcome')).toHaveText('Welcome back, Casey');

    const nav = page.getByRole('navigation', { name: 'My account' });
    await nav.getByRole('link', { name: 'My details' }).click();
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Postcode').fill('not a postcode');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('The postcode format is invalid.')).toBeVisible();
    await page.getByLabel('Postcode').fill('nw3 3aa');
    await page.getByLabel('Town').fill('Hampstead');
    await page.getByLabel('Phone number').fill('07700 900999');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    const details = page.getByTestId('my-details');
    await expect(details).toContainText('Hampstead');
    await expect(details).toContainText('NW3 3AA');
    await expect(details).toContainText('07700 900999');

    // The change is stored, not just shown.
    await page.reload();
    await expect(page.getByTestId('my-details')).toContainText('Hampstead');

    await logOutFromMyAccount(page);
    await page.goto('/my-account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
  });

  test('signing in with the modal on a timetable page stays on that page', async ({ page }) => {
    const timetable = `/location/swiss-cottage-leisure-centre/yoga/${londonToday()}`;
    await page.goto(timetable);
    await page.getByTestId('login').click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.getByLabel('Email address or customer ID')).toBeVisible();

    await dialog.locator('#username').fill('alex.morgan@example.com');
    await dialog.locator('#password').fill('not the password');
    await dialog.getByTestId('log-in').click();
    await expect(dialog.getByRole('alert')).not.toBeEmpty();

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

  test('a forgotten password is reset through the emailed link', async ({ page, request }) => {
    const email = 'priya.shah@example.com';
    const newPassword = 'Fresh-password-2026';

    await page.goto('/');
    await page.getByTestId('login').click();
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await page.getByLabel('Email address or customer ID').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'emailed it a link' })).toBeVisible();

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
    await page.locator('a[href*="/reset-password?reset_token="]').first().click();
    await expect(page).toHaveURL(/\/reset-password\?reset_token=/);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();

    await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);
    await page.locator('#username').fill(email);
    await page.locator('#password').fill(demoPassword);
    await page.getByTestId('log-in').click();
    await expect(page.getByRole('alert').first()).toBeVisible();

    await page.locator('#password').fill(newPassword);
    await page.getByTestId('log-in').click();
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.locator('#welcome')).toHaveText('Welcome back, Priya');
  });

  test("a parent views a junior's bookings", async ({ page }) => {
    await page.goto('/bookings/upcoming');
    await expect(page).toHaveURL(/\/login\?redirect=/);
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

    await page.getByRole('link', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/my-account\/bookings\/past$/);
    await expect(viewingAs).toHaveValue('1002');
  });

  test('a customer cancels an upcoming booking from My account', async ({ page }) => {
    await page.goto('/bookings/upcoming');
    await page.locator('#username').fill('alex.morgan@example.com');
    await page.locator('#password').fill(demoPassword);
    await page.getByTestId('log-in').click();
    await expect(page).toHaveURL(/\/my-account\/bookings\/upcoming$/);

    const rows = page.getByTestId('booking-row');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    const cancel = page.getByRole('button', { name: /^Cancel / }).first();
    const label = (await cancel.getAttribute('aria-label')) ?? '';
    await cancel.click();
    await expect(page.getByText(/Your booking has been cancelled\./)).toBeVisible();
    await expect(rows).toHaveCount(before - 1);
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
  });
});
