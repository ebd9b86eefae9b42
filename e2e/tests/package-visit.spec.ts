import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { addedCopy, londonDate, type ClassRow } from './support/booking-data';
import { payAndConfirm } from './support/card-payment';

// A package visit in the basket: Jamie (demo) has a 5 Class Pass covering Body Pump, so the class
// costs nothing in the basket until Jamie takes the package off it and pays by card instead,
// keeping the visit for another day.

const venue = 'swiss-cottage-leisure-centre';
const activity = 'body-pump';
const jamie = { email: 'jamie.okoro@example.com', password: 'LidoDemo2026!' };
const removedPackage = 'Successfully removed package usage.';

async function jamieToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/customer/login', {
    data: { username: jamie.email, password: jamie.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A Body Pump class Jamie can book (one not booked already), as its date and Book subject. */
async function findClass(request: APIRequestContext, token: string) {
  for (let days = 1; days <= 6; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: ClassRow[] };
    const row = data.find((item) => item.action_to_show.status === 'BOOK' && item.spaces > 0);
    if (row) return { date, subject: `${row.name} at ${row.starts_at.format_24_hour}` };
  }
  throw new Error('No Body Pump class Jamie can book in the coming days');
}

async function visitsLeft(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/my-account/packages', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as {
    data: { name: string; sessions_remaining: number }[];
  };
  return data.find((item) => item.name === '5 Class Pass')?.sessions_remaining ?? -1;
}

test('a customer takes a package visit off a class in the basket and pays by card instead', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const token = await jamieToken(request);
  const before = await visitsLeft(request, token);
  const { date, subject } = await findClass(request, token);

  await page.goto('/login');
  await page.locator('#username').fill(jamie.email);
  await page.locator('#password').fill(jamie.password);
  await axe.check('log-in page');
  await page.getByTestId('log-in').click();
  await expect(page.locator('#welcome')).toHaveText('Welcome back, Jamie');

  await page.goto(`/location/${venue}/${activity}/${date}`);
  const book = page.getByTestId('class').getByRole('button', { name: `Book ${subject}` });
  await expect(book).toBeVisible();
  await axe.check('Body Pump timetable, signed in');
  await book.click();
  await expect(page.getByText(addedCopy)).toBeVisible();

  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  const item = page.getByTestId('basket-item');
  await expect(item).toContainText('£0.00 — a visit from your package');
  await axe.check('basket with a package visit');
  await item.getByRole('button', { name: /^Remove package from Body Pump/ }).click();
  await expect(page.getByText(removedPackage)).toBeVisible();
  await expect(item).toContainText('£9.00');
  await expect(item).not.toContainText('a visit from your package');
  await expect(page.getByTestId('basket-total')).toContainText('£9.00');
  await axe.check('basket paying for the class');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await expect(page.getByTestId('pay')).toHaveText('Pay £9.00');
  await axe.check('checkout for Body Pump');
  await payAndConfirm(page, 'Jamie Okoro');
  await expect(page.getByTestId('confirmed-booking')).toContainText('Body Pump');
  await axe.check('Body Pump booked');

  // The visit was not spent.
  expect(await visitsLeft(request, token)).toBe(before);
  await page.goto('/my-account/packages');
  await expect(page.getByText(`${before} of 5 sessions remaining`)).toBeVisible();
  await axe.check('my packages');
});
