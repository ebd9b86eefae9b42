import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { addedCopy, londonDate, orderCompletedCopy, type ClassRow } from './support/booking-data';
import { type Customer, registerCustomer } from './support/customers';

// Money records that agree (issue 43, item 4): a class paid entirely from account credit is
// confirmed as paid from credit, on the page and in the email, never "by Visa"; cancelling it
// sends an email with the refund the ledger holds, and the credit is back in My account. Pilates
// at Swiss Cottage is £8.50 and refunds to account credit when cancelled two hours ahead.

const venue = 'swiss-cottage-leisure-centre';
const activity = 'pilates';
const SWISS_COTTAGE = 90001;
const demoPassword = 'LidoDemo2026!';

/** The front desk adds credit to the customer's account, with a reason. */
async function giveCredit(request: APIRequestContext, customer: Customer, pence: number) {
  const login = await request.post('/api/auth/staff/login', {
    data: { username: 'frontdesk@lido.example', password: demoPassword },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.post(`/api/staff/customers/${customer.id}/credit`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amount: pence, reason: 'Goodwill: studio closed' },
  });
  expect(response.ok()).toBe(true);
}

/** The first Pilates class with room one to six days ahead, as date and Book subject. */
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
  throw new Error('No bookable Pilates class in the coming days');
}

/** The customer's emails in the development mailbox, newest first. */
async function mailbox(request: APIRequestContext, customer: Customer) {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { subject: string; text: string }[] }).data;
}

test('a class paid from account credit is confirmed as paid from credit, and its cancellation emails the refund', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(request, 'Morwenna', { homeVenueId: SWISS_COTTAGE });
  await giveCredit(request, customer, 2000);
  const { date, subject } = await findClass(request);

  // Signed in from the start, by the sign-in link the sites hand each other.
  await page.goto(
    `/location/${venue}/${activity}/${date}?token=${encodeURIComponent(customer.token)}`,
  );
  const book = page.getByTestId('class').getByRole('button', { name: `Book ${subject}` });
  await expect(book).toBeVisible();
  await axe.check('Pilates timetable');
  await book.click();
  await expect(page.getByText(addedCopy)).toBeVisible();
  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  await axe.check('basket with Pilates');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);

  // The credit covers the class: no card is asked for.
  await expect(page.getByLabel('Credit to use (£)')).toHaveValue('8.50');
  await page.getByRole('button', { name: 'Apply credit' }).click();
  await expect(page.getByText('Credit successfully applied.')).toBeVisible();
  await expect(page.getByTestId('card-form')).toHaveCount(0);
  await axe.check('checkout paid in full by credit');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(page.getByText(orderCompletedCopy)).toBeVisible();

  // The confirmation says where the money came from, and claims no card.
  const payment = page.getByLabel('Payment', { exact: true });
  await expect(page.getByTestId('order-total')).toHaveText('£8.50');
  await expect(payment.getByTestId('payment-line')).toHaveText(['£8.50 from account credit']);
  await expect(payment).not.toContainText(/Visa|ending|card/i);
  await axe.check('booking confirmed, paid from account credit');

  // So does its email.
  await expect
    .poll(async () =>
      (await mailbox(request, customer)).find((e) => e.subject.includes('confirmed')),
    )
    .toBeDefined();
  const confirmation = (await mailbox(request, customer)).find((e) =>
    e.subject.includes('confirmed'),
  );
  expect(confirmation?.text).toContain('Total paid: £8.50\n- £8.50 from account credit');
  expect(confirmation?.text).not.toMatch(/Visa|ending/);

  // Cancelling it, two hours or more ahead, puts the £8.50 back on the account credit.
  await page.goto('/my-account/bookings/upcoming');
  const booked = page.getByTestId('booking-row').filter({ hasText: 'Pilates' });
  await expect(booked).toHaveCount(1);
  await axe.check('upcoming bookings with Pilates');
  await booked.getByRole('button', { name: /^Cancel Pilates/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(confirm).toBeVisible();
  await axe.check('cancel Pilates confirmation');
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(booked).toContainText('£8.50 refunded to your account credit');
  await axe.check('Pilates cancelled');

  // The cancellation email says what was cancelled and the refund as the ledger has it.
  await expect
    .poll(async () =>
      (await mailbox(request, customer)).find((e) => e.subject.startsWith('Cancelled: Pilates')),
    )
    .toBeDefined();
  const cancelled = (await mailbox(request, customer)).find((e) =>
    e.subject.startsWith('Cancelled: Pilates'),
  );
  expect(cancelled?.text).toContain('Your booking has been cancelled:');
  expect(cancelled?.text).toContain('Swiss Cottage Leisure Centre (1 place)');
  expect(cancelled?.text).toContain('Your refund:\n- £8.50 added to your account credit');

  await page.goto('/my-account/credit');
  await expect(page.getByTestId('credit-balance')).toContainText('£20.00');
  await axe.check('my account credit after the refund');
});
