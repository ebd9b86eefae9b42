import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { orderCompletedCopy, testCards } from './booking-data';

/** At the checkout: pays with one of the emulator's cards and waits for the confirmation. */
export async function payAndConfirm(
  page: Page,
  cardholder: string,
  cardNumber: string = testCards.frictionless,
): Promise<void> {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Name on card').fill(cardholder);
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry date (MMYY)').fill('1230');
  await form.getByLabel('Security code').fill('123');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByTestId('pay').click();
  await expect(page.getByText(orderCompletedCopy)).toBeVisible({ timeout: 20_000 });
}
