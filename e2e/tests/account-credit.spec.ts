import type { APIRequestContext, Page } from '@playwright/test';
import { type AccessibilityChecks, expect, test } from './support/accessible-page';
import {
  addedCopy,
  londonDate,
  orderCompletedCopy,
  testCards,
  type ClassRow,
} from './support/booking-data';
import { type Customer, registerCustomer } from './support/customers';
import { pressUntilFocused } from './support/keyboard';
import { logInAtCheckout } from './support/log-in-at-checkout';

// Paying with account credit: Swiss Cottage's front desk gives the customer credit (a goodwill
// gesture), the customer applies it at the checkout and the card pays the rest, or the credit
// pays it all and no card is needed. Aqua Aerobics is £7.50; no other journey books it.

const venue = 'swiss-cottage-leisure-centre';
const activity = 'aqua-aerobics';
const SWISS_COTTAGE = 90001;
const demoPassword = 'LidoDemo2026!';
const creditApplied = 'Credit successfully applied.';

/** The front desk adds credit to the customer's account, with a reason. */
async function giveCredit(request: APIRequestContext, customer: Customer, pence: number) {
  const login = await request.post('/api/auth/staff/login', {
    data: { username: 'frontdesk@lido.example', password: demoPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post(`/api/staff/customers/${customer.id}/credit`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: pence, reason: 'Goodwill: pool closed early' },
  });
  expect(response.ok()).toBe(true);
}

/** The first Aqua Aerobics class with room in the coming days, as date and Book subject. */
async function findClass(request: APIRequestContext) {
  for (let days = 1; days <= 6; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: ClassRow[] };
    const row = data.find((item) => item.action_to_show.status === 'BOOK' && item.spaces > 0);
    if (row) return { date, subject: `${row.name} at ${row.starts_at.format_24_hour}` };
  }
  throw new Error('No bookable Aqua Aerobics class in the coming days');
}

/** Books the class from the timetable and checks out, signing in on the way. */
async function toCheckout(
  page: Page,
  request: APIRequestContext,
  axe: AccessibilityChecks,
  customer: Customer,
) {
  const { date, subject } = await findClass(request);
  await page.goto(`/location/${venue}/${activity}/${date}`);
  const book = page.getByTestId('class').getByRole('button', { name: `Book ${subject}` });
  await expect(book).toBeVisible();
  await axe.check('Aqua Aerobics timetable');
  await book.click();
  await expect(page.getByText(addedCopy)).toBeVisible();
  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  await axe.check('basket with Aqua Aerobics');
  await page.getByRole('button', { name: 'Checkout' }).click();
  // Classes go in the basket signed out; the checkout asks who is paying.
  await logInAtCheckout(page, customer);
  await expect(page.getByRole('heading', { name: 'Account credit' })).toBeVisible();
  await axe.check('checkout with account credit');
}

test.describe('paying with account credit', () => {
  test.describe.configure({ timeout: 90_000 });

  test('pays half by account credit and half by card with 3-D Secure', async ({
    page,
    request,
    axe,
  }) => {
    const customer = await registerCustomer(request, 'Morgan', { homeVenueId: SWISS_COTTAGE });
    await giveCredit(request, customer, 1000);
    await toCheckout(page, request, axe, customer);

    await expect(page.getByTestId('credit-available')).toHaveText(
      'You have £10.00 of account credit.',
    );
    // The basket takes at most its total.
    await expect(page.getByLabel('Credit to use (£)')).toHaveValue('7.50');
    await page.getByLabel('Credit to use (£)').fill('3.75');
    await page.getByRole('button', { name: 'Apply credit' }).click();
    await expect(page.getByText(creditApplied)).toBeVisible();
    await expect(page.getByTestId('credit-applied')).toHaveText(
      '£3.75 of your account credit is paying towards this order.',
    );
    await expect(page.getByTestId('left-to-pay')).toHaveText('Left to pay: £3.75');
    await axe.check('checkout with credit applied');

    const form = page.getByTestId('card-form');
    await form.getByLabel('Name on card').fill('Morgan Booker');
    await form.getByLabel('Card number').fill(testCards.challenged);
    await form.getByLabel('Expiry date (MMYY)').fill('1230');
    await form.getByLabel('Security code').fill('123');
    await page.getByLabel('I accept the terms and conditions').check();
    await expect(page.getByTestId('pay')).toHaveText('Pay £3.75');
    await page.getByTestId('pay').click();
    const approve = page
      .getByRole('dialog', { name: 'Confirm your payment' })
      .frameLocator('iframe[title="Card issuer\'s security check"]')
      .getByRole('button', { name: 'Approve' });
    await expect(approve).toBeVisible({ timeout: 20_000 });
    await axe.check('3-D Secure challenge with credit applied');
    await approve.click();
    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
    await expect(page.getByText(orderCompletedCopy)).toBeVisible();
    // The toast comes with the address; the order itself arrives after it.
    const paidBy = page.getByLabel('Payment', { exact: true }).getByText('£3.75', { exact: true });
    await expect(page.getByTestId('order-total')).toHaveText('£7.50');
    await expect(paidBy).toHaveCount(2);
    await axe.check('booking confirmed, paid by credit and card');

    await page.goto('/my-account/credit');
    await expect(page.getByTestId('credit-balance')).toContainText('£6.25');
    const table = page.getByRole('table', { name: 'Account credit movements' });
    await expect(table).toContainText('Spent');
    await expect(table).toContainText('-£3.75');
    await expect(table).toContainText('Goodwill: pool closed early');
    await axe.check('my account credit');

    await page.goto('/my-account/payments');
    const payments = page.getByRole('table', { name: 'Payments' });
    await expect(payments).toContainText('Account credit');
    await expect(payments).toContainText('Card');
  });

  test('a basket the credit pays in full completes without a card, on a small phone by keyboard', async ({
    page,
    request,
    axe,
  }) => {
    const customer = await registerCustomer(request, 'Avery', { homeVenueId: SWISS_COTTAGE });
    await giveCredit(request, customer, 750);
    await page.setViewportSize({ width: 320, height: 640 });
    await toCheckout(page, request, axe, customer);

    const apply = page.getByRole('button', { name: 'Apply credit' });
    await pressUntilFocused(page, apply);
    await page.keyboard.press('Enter');
    await expect(page.getByText(creditApplied)).toBeVisible();
    await expect(page.getByTestId('card-form')).toHaveCount(0);
    const terms = page.getByLabel('I accept the terms and conditions');
    await pressUntilFocused(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    const confirm = page.getByRole('button', { name: 'Confirm booking' });
    await pressUntilFocused(page, confirm);
    await axe.check('checkout paid in full by credit, on a phone');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
    await expect(page.getByText(orderCompletedCopy)).toBeVisible();

    await page.goto('/my-account/credit');
    await expect(page.getByTestId('credit-balance')).toContainText('£0.00');
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(320);
    await axe.check('my account credit on a phone');
  });
});
