import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { addedCopy, londonDate, type ClassRow } from './support/booking-data';
import { registerCustomer } from './support/customers';

// Guest passes: Alex (demo, Lido Flex: two passes a month) gives a friend a pass by email in My
// account; the friend signs in, books a Body Pump class (£9.00), enters the code on it in the
// basket, sees it at £0.00 and completes the order without a card.

const venue = 'swiss-cottage-leisure-centre';
const activity = 'body-pump';
const alex = { email: 'alex.morgan@example.com', password: 'LidoDemo2026!', firstName: 'Alex' };

async function logIn(
  page: Page,
  axe: { check: (state: string) => Promise<void> },
  { email, password, firstName }: { email: string; password: string; firstName: string },
) {
  await page.goto('/login');
  await page.locator('#username').fill(email);
  await page.locator('#password').fill(password);
  await page.getByTestId('log-in').click();
  await expect(page.locator('#welcome')).toHaveText(`Welcome back, ${firstName}`);
  await axe.check(`${firstName}'s account`);
}

/** A Body Pump class the friend can book in the coming days, as its date and Book subject. */
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
  throw new Error('No Body Pump class to book in the coming days');
}

test('a member gives a friend a guest pass, and the friend books a class with it for £0.00', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const friend = await registerCustomer(request, 'Robin');
  const { date, subject } = await findClass(request, friend.token);

  // Alex gives the pass.
  await logIn(page, axe, alex);
  await page.goto('/my-account/guest-passes');
  const allowance = page.getByTestId('guest-pass-allowance');
  await expect(allowance).toHaveText(/You can give \d (more )?guest pass(es)? this month\./);
  const form = page.getByRole('form', { name: 'Give a guest pass' });
  await axe.check('my guest passes');
  await form.getByLabel("Guest's name").fill('Robin Booker');
  await form.getByLabel("Guest's email").fill(friend.email);
  await form.getByRole('button', { name: 'Give guest pass' }).click();
  const sent = page.getByText(/^Guest pass [A-Z0-9]{5}-[A-Z0-9]{5} sent to Robin Booker/);
  await expect(sent).toBeVisible();
  const code = /[A-Z0-9]{5}-[A-Z0-9]{5}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(code).not.toBe('');
  await expect(page.getByText(`Robin Booker (${friend.email})`)).toBeVisible();
  await axe.check('a guest pass given');

  // The friend signs in on the same device and books.
  await page.context().clearCookies();
  await logIn(page, axe, friend);
  await page.goto(`/location/${venue}/${activity}/${date}`);
  const book = page.getByTestId('class').getByRole('button', { name: `Book ${subject}` });
  await expect(book).toBeVisible();
  await axe.check('Body Pump timetable, signed in as the friend');
  await book.click();
  await expect(page.getByText(addedCopy)).toBeVisible();

  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  const item = page.getByTestId('basket-item');
  await expect(item).toContainText('£9.00');
  await item.getByText('Have a guest pass?').click();
  await axe.check('basket with the guest pass field open');
  await item.getByLabel('Guest pass code').fill(code.toLowerCase());
  await item.getByRole('button', { name: 'Apply guest pass' }).click();
  await expect(item.getByTestId('guest-pass-applied')).toContainText(`Guest pass ${code}`);
  await expect(item).toContainText('£0.00');
  await expect(page.getByTestId('basket-total')).toContainText('£0.00');
  await axe.check('basket priced by a guest pass');

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByLabel('I accept the terms and conditions').check();
  await axe.check('checkout with nothing to pay');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(page.getByTestId('confirmed-booking')).toContainText('Body Pump');
  await axe.check('class booked with a guest pass');
});
