import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { londonDate } from './support/booking-data';
import { payAndConfirm } from './support/card-payment';
import { registerCustomer } from './support/customers';

// A place freed in a full class goes to the first in line: held in their basket and emailed to
// them. Swiss Cottage's Reformer Pilates (12:00 daily, two places) is seeded full for the coming
// week with Tom Reid (1005) and Grace Okafor (1006) booked and Ben Carter (1007) waiting. This
// journey uses the class three days ahead (waitlist.spec.ts uses tomorrow's).

const venue = 'swiss-cottage-leisure-centre';
const subject = 'Reformer Pilates at 12:00';
const TOM = 1005;
const BEN = 1007;
const demoPassword = 'LidoDemo2026!';

interface Booking {
  id: number;
  simple_name: string;
  activity_id: number;
  item: { date: { raw: string }; location: { venue_slug: string } };
}

async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/staff/login', {
    data: { username: 'frontdesk@lido.example', password: demoPassword },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** The front desk takes Ben out of the line and cancels Tom's place, as if he rang to say so. */
async function freeAPlace(request: APIRequestContext, date: string): Promise<void> {
  const headers = { authorization: `Bearer ${await staffToken(request)}` };
  const list = await request.get(`/api/my-account/bookings?filter=future&selected_user_id=${TOM}`, {
    headers,
  });
  expect(list.ok()).toBe(true);
  const booking = ((await list.json()) as { data: Booking[] }).data.find(
    // Tom is a regular at three venues' Reformer Pilates at 12:00: this journey's is Swiss Cottage.
    (row) =>
      row.simple_name === 'Reformer Pilates' &&
      row.item.date.raw === date &&
      row.item.location.venue_slug === venue,
  );
  expect(booking, `Tom's Reformer Pilates booking on ${date}`).toBeDefined();
  const leave = await request.delete(
    `/api/v1/activities/occurrences/${booking!.activity_id}/waitlist/members/${BEN}`,
    { headers },
  );
  expect(leave.ok()).toBe(true);
  const cancel = await request.delete(
    `/api/activities/bookings/${booking!.id}?source=bookings&selected_user_id=${TOM}`,
    { headers },
  );
  expect(cancel.ok()).toBe(true);
}

test('the first in line is offered a freed place by email, pays for it, and can cancel it by the policy', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(request, 'Ottilie');
  const date = londonDate(3);

  // Join the line from the timetable, signing in on the way.
  await page.goto(`/location/${venue}/reformer-pilates/${date}`);
  const row = page.getByTestId('class').filter({ hasText: '12:00' });
  const join = row.getByRole('button', { name: `Join waitlist for ${subject}` });
  await expect(join).toBeVisible();
  await axe.check('a full class three days ahead');
  await join.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.locator('#username').fill(customer.email);
  await dialog.locator('#password').fill(customer.password);
  await dialog.getByTestId('log-in').click();
  await expect(page.getByText('Successfully joined the waitlist.')).toBeVisible();
  await expect(row.getByTestId('waitlist-position')).toHaveText('2nd in line');

  await freeAPlace(request, date);

  // The offer sweep runs every few seconds: the email arrives in the demo mailbox.
  const readMailbox = async () => {
    const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
    expect(mailbox.ok()).toBe(true);
    return ((await mailbox.json()) as { data: { subject: string; url: string }[] }).data;
  };
  await expect
    .poll(async () => (await readMailbox()).map((message) => message.subject), {
      timeout: 30_000,
    })
    .toContain(`A place has come up: ${subject}`);
  const offer = (await readMailbox()).find((message) => message.subject.startsWith('A place'));
  await page.goto(offer!.url);
  await axe.check('the offer email');
  await page.getByRole('link', { name: 'Pay for your place' }).click();

  // The place is already in the basket, held for the offer window.
  await expect(page).toHaveURL(/\/basket$/);
  const item = page.getByTestId('basket-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Reformer Pilates');
  await axe.check('basket with the offered place');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await axe.check('checkout for the offered place');
  await payAndConfirm(page, 'E2E Booker');
  await expect(page.getByTestId('confirmed-booking')).toContainText('Reformer Pilates');

  // Three days ahead is well before the class's two-hour cut-off: the price comes back.
  await page.goto('/my-account/bookings/upcoming');
  const booked = page.getByTestId('booking-row').filter({ hasText: 'Reformer Pilates' });
  await expect(booked).toHaveCount(1);
  await booked.getByRole('button', { name: /^Cancel Reformer Pilates/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(confirm).toContainText('£14.00 will be refunded to your account credit.');
  await axe.check('cancel confirmation');
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(booked).toContainText('Cancelled£14.00 refunded to your account credit');

  await page.getByRole('link', { name: 'Cancelled' }).click();
  const cancelled = page.getByTestId('booking-row').filter({ hasText: 'Reformer Pilates' });
  await expect(cancelled).toContainText('£14.00 refunded to your account credit');
  await axe.check('My account cancelled bookings');
});
