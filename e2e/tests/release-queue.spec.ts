import { releaseQueueBaseUrl } from '../playwright.config';
import { expect, test } from './support/accessible-page';
import { addedCopy } from './support/booking-data';
import { payAndConfirm } from './support/card-payment';
import { registerCustomer } from './support/customers';
import { importVenueWithClass, managerToken } from './support/imported-venue';

// The waiting room for a release, on a server of its own (playwright.config.ts): a venue of the
// journey's own releases tomorrow's Pilates class within the minute, thirty visitors are already
// in its queue, and a customer on a phone arrives before the opening. They wait on the queue page,
// are drawn a place at the opening, are let in at one visitor a second, and book and pay.

const base = releaseQueueBaseUrl;
const london = (options: Intl.DateTimeFormatOptions, instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', ...options }).format(instant);

test('a visitor who arrives before a release waits in its queue, is let in, books and pays', async ({
  page,
  request,
  playwright,
  axe,
}) => {
  test.setTimeout(240_000);
  // The next whole minute at least 50 seconds away, in London: the release's opening, with time
  // for the set-up below on a busy machine.
  const opening = new Date(Math.ceil((Date.now() + 50_000) / 60_000) * 60_000);
  const releaseTime = london({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, opening);
  const releaseDate = london({}, opening);
  const classDate = london({}, new Date(Date.parse(`${releaseDate}T12:00:00Z`) + 86_400_000));
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
  const slug = await importVenueWithClass(request, suffix, classDate, {
    base,
    bookingWindow: `2,2,1,${releaseTime}`,
  });

  const token = await managerToken(request, base);
  const setWaitingRoom = (enabled: boolean) =>
    request.put(`${base}/api/admin/release-queue`, {
      headers: { authorization: `Bearer ${token}` },
      data: { enabled, pre_queue_minutes: 15, admission_minutes: 20 },
    });
  expect((await setWaitingRoom(true)).ok()).toBe(true);
  try {
    // Thirty visitors are in the queue already, each with a pass of their own.
    await Promise.all(
      Array.from({ length: 30 }, async () => {
        const visitor = await playwright.request.newContext();
        const joined = await visitor.post(`${base}/api/release-queue/venues/${slug}/tickets`);
        expect(joined.ok()).toBe(true);
        await visitor.dispose();
      }),
    );
    const customer = await registerCustomer(request, 'Queue', { base });
    const signedIn = await page.request.post(`${base}/api/auth/customer/login`, {
      data: { username: customer.email, password: customer.password },
    });
    expect(signedIn.ok()).toBe(true);

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${base}/location/${slug}/pilates/${classDate}`);
    expect(Date.now(), 'the set-up took until the opening').toBeLessThan(opening.getTime() - 5_000);
    const heading = page.getByRole('heading', { name: "You're in the queue" });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(
      page.getByText(
        `Bookings open at ${releaseTime}. Everyone who is here by then gets a place in a random order`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
    await axe.check('queue page before the opening');
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(320);

    // At the opening the line is drawn, and the page shows this visitor's place in it.
    const place = page.getByText('Your place in the queue:');
    await expect(place).toBeVisible({ timeout: 120_000 });
    await axe.check('queue page with a place in the line');

    // Let in, the page moves on to the timetable by itself.
    const book = page.getByTestId('class').getByRole('button', { name: 'Book Pilates at 18:00' });
    await expect(book).toBeVisible({ timeout: 60_000 });
    await axe.check('timetable, let in');
    await book.click();
    await expect(page.getByText(addedCopy)).toBeVisible();
    await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    await axe.check('basket');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await expect(page.getByLabel('First name')).toHaveValue('Queue');
    await axe.check('checkout');
    await payAndConfirm(page, 'E2E Queue');
    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
    const booking = page.getByTestId('confirmed-booking');
    await expect(booking).toHaveCount(1);
    await expect(booking).toContainText('Pilates');
    await axe.check('booking confirmed');
  } finally {
    await setWaitingRoom(false);
  }
});
