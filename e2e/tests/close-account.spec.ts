import type { Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { registerCustomer } from './support/customers';
import { pressUntilFocused } from './support/keyboard';

// Issue 15, erased with the account: a customer closes their own account from My details, on a
// 320 px phone by keyboard alone. The password confirms it; once closed, the browser is signed
// out and the same credentials no longer sign in. A fresh customer, so no other journey's account
// is erased.

/** The page scrolls only up and down: nothing is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a customer closes their account with their password and can no longer sign in', async ({
  page,
  request,
  axe,
}) => {
  // Several password hashes on the server (sign-up, both confirmations, the refused sign-ins) and
  // an axe check on each state: more than the default 30 s beside another worker.
  test.setTimeout(60_000);
  const customer = await registerCustomer(request, 'Jordan');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/my-account/details?token=${encodeURIComponent(customer.token)}`);
  await expect(page.locator('#welcome')).toHaveText('Welcome back, Jordan');
  const section = page.getByRole('region', { name: 'Close your account' });
  await expect(section).toContainText('This cannot be undone.');
  await expectNoSidewaysScroll(page);
  await axe.check('my details, with closing the account');

  await pressUntilFocused(page, section.getByRole('button', { name: 'Close my account' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Close your account?' });
  await expect(dialog.getByRole('button', { name: 'Keep my account' })).toBeFocused();
  await axe.check('closing the account, confirming');

  await pressUntilFocused(page, dialog.getByLabel('Your password'));
  await page.keyboard.type('not my password');
  await page.keyboard.press('Enter');
  const password = dialog.getByLabel('Your password');
  await expect(dialog.getByText('The password is incorrect.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expectNoSidewaysScroll(page);
  await axe.check('closing the account, wrong password');

  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(customer.password);
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Close my account' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Your account has been closed and your personal data erased.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('login')).toHaveText('Log in');
  await axe.check('home, signed out after closing the account');

  // The erased account is gone from the sign-in too.
  await pressUntilFocused(page, page.getByTestId('login'));
  await page.keyboard.press('Enter');
  const logIn = page.getByRole('dialog', { name: 'Log in' });
  await expect(logIn.locator('#username')).toBeFocused();
  await page.keyboard.type(customer.email);
  await pressUntilFocused(page, logIn.locator('#password'));
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(logIn.getByRole('alert')).toHaveText('These credentials do not match our records.');
  await expect(page.getByTestId('login')).toHaveText('Log in');
  await axe.check('log-in dialog, refused for the closed account');

  const signIn = await request.post('/api/auth/customer/login', {
    data: { username: customer.email, password: customer.password },
  });
  expect(signIn.ok()).toBe(false);
});
