import type { Locator, Page } from '@playwright/test';
import type { AccessibilityChecks } from './support/accessible-page';
import { expect, test } from './support/accessible-page';
import { testCards } from './support/booking-data';
import { payAndConfirm } from './support/card-payment';
import { customerPassword, registerCustomer } from './support/customers';
import { pressUntilFocused } from './support/keyboard';
import { logInAtCheckout } from './support/log-in-at-checkout';
import { addOpenClass } from './support/open-class';

// Issue 43: a signed-in customer's billing address is remembered from their last card checkout
// (item 7), and after a declined card or a failed 3-D Secure check focus is on the message, not
// the page body (item 9). Each journey books as a customer registered for it through the API.

/** The checkout's billing fields, by label, and what each holds. */
type Billing = Record<
  | 'First name'
  | 'Last name'
  | 'Address line 1'
  | 'Address line 2 (optional)'
  | 'Town or city'
  | 'Postcode',
  string
>;

function billingFields(page: Page): Locator {
  return page.getByRole('group', { name: 'Billing details' });
}

async function expectBilling(page: Page, billing: Billing) {
  const fields = billingFields(page);
  for (const [label, value] of Object.entries(billing)) {
    await expect(fields.getByLabel(label, { exact: true }), label).toHaveValue(value);
  }
}

/** The basket in the header, then its Checkout; a signed-out visitor logs in on the checkout. */
async function openCheckout(page: Page, axe: AccessibilityChecks) {
  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  await axe.check('basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
}

test.describe('remembered billing details (issue 43, item 7)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a customer pays once with a billing address, books again and finds it filled in', async ({
    page,
    request,
    axe,
  }) => {
    const { email } = await registerCustomer(request, 'Rowan');
    await addOpenClass(page, request, axe, 'pilates');
    await openCheckout(page, axe);
    await logInAtCheckout(page, { email, password: customerPassword }, () =>
      axe.check('log-in dialog over the checkout'),
    );

    // Never paid by card: the name and the address in My details, to change.
    await expectBilling(page, {
      'First name': 'Rowan',
      'Last name': 'Booker',
      'Address line 1': '12 Adelaide Road',
      'Address line 2 (optional)': '',
      'Town or city': 'London',
      Postcode: 'NW3 3NF',
    });
    await axe.check('checkout with the address from My details');
    const paidWith: Billing = {
      'First name': 'Rowan',
      'Last name': 'Booker-Hale',
      'Address line 1': '5 Canal Street',
      'Address line 2 (optional)': 'Flat 2',
      'Town or city': 'Manchester',
      Postcode: 'M1 3HE',
    };
    for (const [label, value] of Object.entries(paidWith)) {
      await billingFields(page).getByLabel(label, { exact: true }).fill(value);
    }
    await payAndConfirm(page, 'Rowan Booker-Hale');
    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
    await expect(page.getByTestId('confirmed-booking')).toBeVisible();
    await axe.check('booking confirmed');

    // The next booking of the same visit: the address just paid with, not My details'.
    await addOpenClass(page, request, axe, 'body-pump');
    await openCheckout(page, axe);
    await expectBilling(page, paidWith);
    await axe.check('second checkout with the remembered billing details');
    const postcode = billingFields(page).getByLabel('Postcode');
    await expect(postcode).toBeEditable();

    // And after a reload, from the server: the same.
    await page.reload();
    await expectBilling(page, paidWith);
    await axe.check('second checkout, reloaded');
  });
});

test.describe('focus after a failed payment (issue 43, item 9)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a declined card, then a cancelled 3-D Secure check, leave focus on the message, by keyboard alone', async ({
    page,
    request,
    axe,
  }) => {
    const { email } = await registerCustomer(request, 'Sol');
    await addOpenClass(page, request, axe, 'spin');
    await openCheckout(page, axe);
    await logInAtCheckout(page, { email, password: customerPassword });
    await expect(page.getByTestId('card-form')).toBeVisible();
    await axe.check('checkout');

    // From here on, the keyboard alone: any pointer event fails the journey.
    const pointerEvents: string[] = [];
    await page.exposeFunction('__lidoPointerUsed', (type: string) => pointerEvents.push(type));
    await page.evaluate(`for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart'])
      addEventListener(type, (event) => void window.__lidoPointerUsed(type), true);`);

    const form = page.getByRole('form', { name: 'Checkout' });
    const card = page.getByTestId('card-form');
    await typeInto(page, card.getByLabel('Name on card'), 'Sol Booker');
    await typeInto(page, card.getByLabel('Card number'), testCards.declined);
    await typeInto(page, card.getByLabel('Expiry date (MMYY)'), '1230');
    await typeInto(page, card.getByLabel('Security code'), '123');
    const terms = page.getByLabel('I accept the terms and conditions');
    await pressUntilFocused(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await payByKeyboard(page);

    const failure = page.getByTestId('payment-failure');
    await expect(failure).toHaveText(/Your card was declined/, { timeout: 20_000 });
    await expect(failure).toBeFocused();
    await expect(failure).toHaveAttribute('role', 'alert');
    await axe.check('checkout with a declined card, focus on the message');
    // Tab carries on from the message, inside the form, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(form.locator(':focus')).toHaveCount(1);

    // Another card, whose issuer asks for a check; Escape in the check cancels the payment.
    await pressUntilFocused(page, card.getByLabel('Card number'), { backwards: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(testCards.challenged);
    await expect(failure).toHaveCount(0);
    await payByKeyboard(page);
    const challenge = page.getByRole('dialog', { name: 'Confirm your payment' });
    const approve = challenge
      .frameLocator('iframe[title="Card issuer\'s security check"]')
      .getByRole('button', { name: 'Approve' });
    await expect(approve).toBeVisible({ timeout: 20_000 });
    await axe.check('3-D Secure check');
    await page.keyboard.press('Escape');
    await expect(challenge).toHaveCount(0);
    await expect(failure).toHaveText('Unable to complete your order, please try again.');
    await expect(failure).toBeFocused();
    await axe.check('checkout after a cancelled 3-D Secure check, focus on the message');

    expect(pointerEvents).toEqual([]);
  });
});

/** Tabs to the field and types the value in place of what it held. */
async function typeInto(page: Page, field: Locator, value: string) {
  await pressUntilFocused(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

async function payByKeyboard(page: Page) {
  const pay = page.getByTestId('pay');
  await expect(pay).toBeEnabled();
  await pressUntilFocused(page, pay);
  await page.keyboard.press('Enter');
}
