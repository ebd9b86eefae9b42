import type { APIRequestContext, Page } from '@playwright/test';
import { type AccessibilityChecks, expect, test } from './support/accessible-page';
import { addedCopy, londonDate } from './support/booking-data';
import { payAndConfirm } from './support/card-payment';
import { type Customer, registerCustomer } from './support/customers';
import { pressUntilFocused } from './support/keyboard';

// "Can't make it? Release my place": the link in the booking confirmation email cancels the
// booking by its policy after one confirmation page. The demo's courts take a day's notice and
// refund to the card that paid, so a court three or more days ahead comes back to the card.

const venue = 'swiss-cottage-leisure-centre';
const activity = 'badminton-60min';
const court = 'Sports Hall, Court 1';

interface SlotRow {
  location: { name: string };
  starts_at: { format_24_hour: string };
  spaces: number;
  action_to_show: { status: string | null };
}

/** A free Court 1 slot before 17:00, three to six days ahead (other journeys book later ones). */
async function findFreeCourt(request: APIRequestContext) {
  for (let days = 3; days <= 6; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/slots?date=${date}`,
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: SlotRow[] };
    const row = data.find(
      (slot) =>
        slot.location.name === court &&
        slot.action_to_show.status === 'BOOK' &&
        slot.spaces > 0 &&
        slot.starts_at.format_24_hour < '17:00',
    );
    if (row) return { date, time: row.starts_at.format_24_hour };
  }
  throw new Error(`${court} is not free before 17:00 on any day three to six days ahead`);
}

/** From the timetable, signing in on the way: books a court and pays for it by card. */
async function bookCourtByCard(
  page: Page,
  axe: AccessibilityChecks,
  customer: Customer,
  slot: { date: string; time: string; court: string },
) {
  await page.goto(`/location/${venue}/${activity}/${slot.date}`);
  const time = page
    .getByTestId('slot-time')
    .getByRole('button', { name: new RegExp(`^${slot.time} – `) });
  await expect(time).toBeVisible();
  await axe.check(`courts on ${slot.date}`);
  await time.click();
  const book = page.getByRole('button', { name: `Book ${slot.court} at ${slot.time}` });
  await expect(book).toBeVisible();
  await axe.check(`courts at ${slot.time}`);
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.locator('#username').fill(customer.email);
  await dialog.locator('#password').fill(customer.password);
  await dialog.getByTestId('log-in').click();
  await expect(page.getByText(addedCopy)).toBeVisible();
  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  await axe.check(`basket with ${slot.court}`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await axe.check(`checkout for ${slot.court}`);
  await payAndConfirm(page, `${customer.firstName} Booker`);
}

test("a customer who can't make it releases the place from the confirmation email, on a small phone by keyboard", async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(request, 'Rhiannon');
  const slot = await findFreeCourt(request);

  await bookCourtByCard(page, axe, customer, { ...slot, court });

  // The confirmation email, in the demo mailbox, carries the release link.
  const readMailbox = async () => {
    const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
    expect(mailbox.ok()).toBe(true);
    return ((await mailbox.json()) as { data: { subject: string; links: string[] }[] }).data;
  };
  await expect
    .poll(async () => (await readMailbox()).some((email) => email.subject.includes('confirmed')))
    .toBe(true);
  const confirmation = (await readMailbox()).find((email) => email.subject.includes('confirmed'));
  const link = confirmation?.links.find((href) => href.includes('/release/'));
  expect(link).toBeDefined();

  // On the smallest phone, by keyboard alone.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { name: "Can't make it? Release my place" }),
  ).toBeVisible();
  await expect(page.getByText('£12.85 will be refunded to the card you paid with.')).toBeVisible();
  // Nothing scrolls sideways.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBe(0);
  await axe.check('release my place at 320 px');
  const release = page.getByRole('button', { name: 'Release my place' });
  await pressUntilFocused(page, release);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(
    'Your booking has been cancelled. £12.85 will be refunded to your card.',
  );
  await axe.check('place released at 320 px');

  // Following the link again says it is done, and the court is on sale again.
  await page.reload();
  await expect(page.getByText('This booking has already been cancelled.')).toBeVisible();
  const slots = await request.get(
    `/api/activities/venue/${venue}/activity/${activity}/v2/slots?date=${slot.date}`,
  );
  const { data } = (await slots.json()) as { data: SlotRow[] };
  const again = data.find(
    (row) => row.location.name === court && row.starts_at.format_24_hour === slot.time,
  );
  expect(again?.action_to_show.status).toBe('BOOK');
});

/** Minutes from now until a London wall-clock time on a London date (near enough for a day). */
function minutesUntil(date: string, time: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  const nowLocal = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const thenLocal = Date.UTC(year!, month! - 1, day, hour, minute);
  return (thenLocal - nowLocal) / 60_000;
}

/** A free Court 3 slot before 17:00 that starts within the next day: inside the courts' notice. */
async function findCourtWithinADay(request: APIRequestContext) {
  for (const days of [0, 1]) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/slots?date=${date}`,
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: SlotRow[] };
    const row = data.find((slot) => {
      const startsIn = minutesUntil(date, slot.starts_at.format_24_hour);
      return (
        slot.location.name === 'Sports Hall, Court 3' &&
        slot.action_to_show.status === 'BOOK' &&
        slot.spaces > 0 &&
        slot.starts_at.format_24_hour < '17:00' &&
        startsIn > 60 &&
        startsIn < 23 * 60
      );
    });
    if (row) return { date, time: row.starts_at.format_24_hour };
  }
  throw new Error('Court 3 is not free before 17:00 within the next day');
}

test('cancelling a court inside its notice period says first that nothing comes back', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(request, 'Seren');
  const slot = await findCourtWithinADay(request);

  await bookCourtByCard(page, axe, customer, { ...slot, court: 'Sports Hall, Court 3' });

  await page.goto('/my-account/bookings/upcoming');
  const booked = page.getByTestId('booking-row').filter({ hasText: 'Badminton 60min' });
  await expect(booked).toHaveCount(1);
  await axe.check('upcoming bookings with a court within the day');
  await booked.getByRole('button', { name: /^Cancel Badminton 60min/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
  await expect(confirm).toContainText(
    'It is less than 1 day before the start: if you cancel now, you will not be refunded.',
  );
  await axe.check('cancel confirmation after the cut-off');
  await confirm.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(booked).toContainText('CancelledNothing to refund');
});
