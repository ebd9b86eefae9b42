import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { addedCopy, londonDate } from './support/booking-data';

// A session that needs an induction first: Jamie (demo) has not had the gym induction at Swiss
// Cottage, so a Gym Session row says why it cannot be booked and links to the induction, which
// Jamie books instead (it is free: the order completes without a card).

const venue = 'swiss-cottage-leisure-centre';
const jamie = { email: 'jamie.okoro@example.com', password: 'LidoDemo2026!' };

interface ClassRow {
  name: string;
  starts_at: { format_24_hour: string };
  action_to_show: { status: string | null; reason: string | null };
}

async function tokenOf(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/customer/login', {
    data: { username: jamie.email, password: jamie.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function classes(request: APIRequestContext, token: string, activity: string, date: string) {
  const response = await request.get(
    `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return response.ok() ? ((await response.json()) as { data: ClassRow[] }).data : [];
}

/** A date with a Gym Session Jamie is kept from by the induction, and an induction Jamie can book. */
async function findDate(request: APIRequestContext, token: string) {
  for (let days = 1; days <= 6; days++) {
    const date = londonDate(days);
    const gym = (await classes(request, token, 'gym-session', date)).find(
      (row) => row.action_to_show.reason === 'Induction needed — book one',
    );
    const induction = (await classes(request, token, 'gym-induction', date)).find(
      (row) => row.action_to_show.status === 'BOOK',
    );
    if (gym && induction) {
      return {
        date,
        gymTime: gym.starts_at.format_24_hour,
        inductionTime: induction.starts_at.format_24_hour,
      };
    }
  }
  throw new Error('No date with a gym session and a gym induction Jamie can book');
}

test('a customer without the induction sees why and books the induction instead', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const found = await findDate(request, await tokenOf(request));

  await page.goto('/login');
  await page.locator('#username').fill(jamie.email);
  await page.locator('#password').fill(jamie.password);
  await axe.check('log-in page');
  await page.getByTestId('log-in').click();
  await expect(page.locator('#welcome')).toHaveText('Welcome back, Jamie');

  await page.goto(`/location/${venue}/gym-session/${found.date}/by-time?show=all`);
  const gym = page
    .getByTestId('class')
    .filter({ hasText: `${found.gymTime} – ` })
    .first();
  await expect(gym.getByTestId('restrictions')).toContainText('Gym Induction needed first');
  await expect(gym).toContainText('Induction needed — book one');
  await expect(gym.getByRole('button', { name: /^Book / })).toHaveCount(0);
  await axe.check('gym sessions, without the induction');

  await gym.getByRole('link', { name: 'book one: Gym Induction' }).click();
  await expect(page).toHaveURL(new RegExp(`/location/${venue}/gym-induction$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Gym Induction' })).toBeVisible();
  await axe.check('the gym induction and its dates');
  await page.locator(`a[href^="/location/${venue}/gym-induction/${found.date}"]`).click();

  const book = page.getByRole('button', { name: `Book Gym Induction at ${found.inductionTime}` });
  await expect(book).toBeVisible();
  await axe.check('gym inductions on the chosen date');
  await book.click();
  await expect(page.getByText(addedCopy)).toBeVisible();

  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  await expect(page.getByTestId('basket-item')).toContainText('Gym Induction');
  await expect(page.getByTestId('basket-total')).toContainText('£0.00');
  await axe.check('basket with a free induction');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByLabel('I accept the terms and conditions').check();
  await axe.check('checkout of a free induction');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(page.getByTestId('confirmed-booking')).toContainText('Gym Induction');
  await axe.check('induction booked');
});
