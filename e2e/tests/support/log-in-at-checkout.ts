import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * A signed-out visitor's Checkout opens the checkout, where they book as a guest or log in
 * (issue 43). This logs in there, from the "Your details" step, and stays on the checkout, the
 * anonymous basket now the account's. `beforeLogIn` runs with the dialog open (an axe check).
 */
export async function logInAtCheckout(
  page: Page,
  account: { email: string; password: string },
  beforeLogIn?: () => Promise<void>,
): Promise<void> {
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await page
    .getByRole('region', { name: 'Your details' })
    .getByRole('button', { name: 'Log in' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.locator('#username')).toBeVisible();
  await beforeLogIn?.();
  await dialog.locator('#username').fill(account.email);
  await dialog.locator('#password').fill(account.password);
  await dialog.getByTestId('log-in').click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await expect(page.getByRole('region', { name: 'Your details' })).toBeHidden();
}
