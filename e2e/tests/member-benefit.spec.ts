import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { addedCopy, londonDate } from './support/booking-data';

// A membership benefit: Alex (demo) holds Lido Flex, which makes an off-peak court free twice a
// week. The timetable names the benefit, the basket shows the court covered, and the order
// completes with no card at all.

const venue = 'swiss-cottage-leisure-centre';
const activity = 'squash-40min';
const alex = { email: 'alex.morgan@example.com', password: 'LidoDemo2026!' };

interface SlotRow {
  location: { name: string };
  starts_at: { format_24_hour: string };
  spaces: number;
  action_to_show: { status: string | null };
  benefit_available: { id: number; name: string } | null;
}

async function alexToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/customer/login', {
    data: { username: alex.email, password: alex.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A squash court Alex's benefit covers (off-peak, a use left that week) and can book. */
async function findCoveredCourt(request: APIRequestContext, token: string) {
  for (let days = 1; days <= 6; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/slots?date=${date}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: SlotRow[] };
    const row = data.find(
      (slot) =>
        slot.benefit_available !== null && slot.action_to_show.status === 'BOOK' && slot.spaces > 0,
    );
    if (row) {
      return {
        date,
        court: row.location.name,
        time: row.starts_at.format_24_hour,
        benefit: row.benefit_available?.name,
      };
    }
  }
  throw new Error('No off-peak squash court Alex can book free in the coming days');
}

test('a member books a court free with a benefit and completes without a card', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const token = await alexToken(request);
  const slot = await findCoveredCourt(request, token);
  expect(slot.benefit).toBe('Free court hire off-peak');

  await page.goto('/login');
  await page.locator('#username').fill(alex.email);
  await page.locator('#password').fill(alex.password);
  await axe.check('log-in page');
  await page.getByTestId('log-in').click();
  await expect(page.locator('#welcome')).toHaveText('Welcome back, Alex');

  await page.goto(`/location/${venue}/${activity}/${slot.date}`);
  const time = page
    .getByTestId('slot-time')
    .getByRole('button', { name: new RegExp(`^${slot.time} – `) });
  await expect(time).toBeVisible();
  await axe.check('squash courts, signed in as a member');
  await time.click();
  const book = page.getByRole('button', { name: `Book ${slot.court} at ${slot.time}` });
  await expect(book).toBeVisible();
  await axe.check('squash courts at the chosen time');
  await book.click();
  // Alex leads a family, so the site asks who is going, with Alex ticked to begin with.
  const whoIsGoing = page.getByRole('dialog', { name: 'Who is going?' });
  await expect(whoIsGoing.getByLabel('Alex Morgan (you)')).toBeChecked();
  await axe.check('who is going');
  await whoIsGoing.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText(addedCopy)).toBeVisible();

  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  const item = page.getByTestId('basket-item');
  await expect(item).toContainText('£0.00 — covered by your membership');
  await expect(
    item.getByRole('button', { name: /^Remove benefit from Squash 40min/ }),
  ).toBeVisible();
  await expect(page.getByTestId('basket-total')).toContainText('£0.00');
  await axe.check('basket with a court covered by a benefit');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  // Nothing to pay: no card fields, only the terms and the confirmation.
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByLabel('I accept the terms and conditions').check();
  await axe.check('checkout with nothing to pay');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(page.getByTestId('confirmed-booking')).toContainText('Squash 40min');
  await axe.check('court booked with a benefit');

  // The use is counted: the court is now Alex's, and shows as booked on the timetable.
  const after = await request.get(
    `/api/activities/venue/${venue}/activity/${activity}/v2/slots?date=${slot.date}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const rows = ((await after.json()) as { data: SlotRow[] }).data;
  const booked = rows.find(
    (row) => row.location.name === slot.court && row.starts_at.format_24_hour === slot.time,
  );
  expect(booked?.action_to_show.status).toBe('CANCEL_BOOKING');
});
