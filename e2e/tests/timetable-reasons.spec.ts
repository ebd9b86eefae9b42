import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { londonDate } from './support/booking-data';
import { registerCustomer } from './support/customers';
import { pressUntilFocused } from './support/keyboard';

// Issue 43, item 1: a timetable says why. A day without sessions is marked in the date strip and
// offers the next day that has one; a customer without the gym induction is told that, not that
// every session is full. Swiss Cottage's yoga runs Mondays, Wednesdays, Fridays and weekends, so
// any window of six days has an empty day with a later day of classes.

const venue = 'swiss-cottage-leisure-centre';
const shortDays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const longDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function parts(date: string) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(), month, day };
}

/** `2026-10-20` as the date strip names it: `Tue 20 Oct`. */
function stripName(date: string): string {
  const { weekday, month, day } = parts(date);
  return `${shortDays[weekday]} ${day} ${months[month - 1]}`;
}

/** `2026-10-22` as the next-session offer says it: `Thursday 22 October`. */
function longName(date: string): string {
  const { weekday, month, day } = parts(date);
  return `${longDays[weekday]} ${day} ${longMonths[month - 1]}`;
}

interface ClassRow {
  action_to_show: { status: string | null; reason: string | null };
}

async function classes(
  request: APIRequestContext,
  activity: string,
  date: string,
  token?: string,
): Promise<ClassRow[]> {
  const response = await request.get(
    `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ClassRow[] }).data;
}

/** An empty day of yoga in the anonymous window, and the first later day with classes. */
async function findEmptyDay(request: APIRequestContext) {
  const days = [];
  for (let ahead = 0; ahead <= 5; ahead++) {
    const date = londonDate(ahead);
    days.push({ date, count: (await classes(request, 'yoga', date)).length });
  }
  for (const [index, day] of days.entries()) {
    const next = days.slice(index + 1).find((later) => later.count > 0);
    if (day.count === 0 && next) return { empty: day.date, next: next.date };
  }
  throw new Error('No empty day of yoga followed by a day with classes');
}

/** Nothing on the page is wider than the screen: no sideways scrolling, in the strip or the page. */
async function expectNoSidewaysScroll(page: Page) {
  // A string, evaluated in the page: the journeys are typed without the DOM's names.
  const overflow = await page.evaluate<{ page: number; strip: number }>(`(() => {
    const root = document.documentElement;
    const list = document.querySelector('nav[aria-label="Dates"] ul');
    return {
      page: root.scrollWidth - root.clientWidth,
      strip: list ? list.scrollWidth - list.clientWidth : -1,
    };
  })()`);
  expect(overflow).toEqual({ page: 0, strip: 0 });
}

test('an empty day says so in the date strip and its Next session opens the next day, by keyboard at 320 px', async ({
  page,
  request,
  axe,
}) => {
  const { empty, next } = await findEmptyDay(request);
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`/location/${venue}/yoga/${empty}/by-time`);

  const dates = page.getByRole('navigation', { name: 'Dates' });
  const emptyDate = dates.getByRole('link', { name: `${stripName(empty)}, no sessions` });
  await expect(emptyDate).toHaveAttribute('aria-current', 'date');
  await expect(dates.getByRole('link', { name: stripName(next), exact: true })).toBeVisible();
  const status = page
    .getByRole('status')
    .filter({ hasText: 'No results were found at this centre' });
  const nextSession = status.getByRole('link', { name: `Next session: ${longName(next)}` });
  await expect(nextSession).toBeVisible();
  await axe.check('an empty day of yoga at 320 px');
  await expectNoSidewaysScroll(page);

  // By keyboard alone: the empty day in the strip is still reachable, then the offer.
  await pressUntilFocused(page, emptyDate);
  await pressUntilFocused(page, nextSession);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/location/${venue}/yoga/${next}/by-time$`));
  await expect(dates.getByRole('link', { name: stripName(next), exact: true })).toHaveAttribute(
    'aria-current',
    'date',
  );
  // Focus lands on the date now shown, not back at the top of the page.
  await expect(page.locator(':focus')).toHaveText(stripName(next));
  await expect(page.getByTestId('class').first()).toBeVisible();
  await axe.check('the next day with yoga at 320 px');
  await expectNoSidewaysScroll(page);
});

test('a customer without the gym induction is told so, not that the sessions are full', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(60_000);
  const customer = await registerCustomer(request, 'Robin');
  let date = '';
  for (let ahead = 1; ahead <= 6 && !date; ahead++) {
    const rows = await classes(request, 'gym-session', londonDate(ahead), customer.token);
    const needInduction = rows.filter(
      (row) => row.action_to_show.reason === 'Induction needed — book one',
    );
    if (rows.length > 0 && needInduction.length === rows.length) date = londonDate(ahead);
  }
  expect(date, 'a day whose gym sessions all need the induction').not.toBe('');

  await page.goto('/login');
  await page.locator('#username').fill(customer.email);
  await page.locator('#password').fill(customer.password);
  await axe.check('log-in page');
  await page.getByTestId('log-in').click();
  await expect(page.locator('#welcome')).toHaveText('Welcome back, Robin');

  // The default filter, "Available only", hides every session: the page says why.
  await page.goto(`/location/${venue}/gym-session/${date}/by-time`);
  await expect(page.getByLabel('Available only')).toBeChecked();
  const summary = page.getByTestId('unbookable-summary');
  await expect(summary).toContainText(/sessions? needs? the Gym Induction first/);
  await expect(summary).not.toContainText(/full/i);
  await expect(summary.getByRole('link', { name: 'Book a Gym Induction' })).toHaveAttribute(
    'href',
    `/location/${venue}/gym-induction`,
  );
  await axe.check('gym sessions hidden, with the induction as the reason');

  await summary.getByRole('button', { name: 'Show all' }).click();
  const rows = page.getByTestId('class');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  // Each session says why beside it, and none reads as full.
  await expect(rows.filter({ hasText: 'Induction needed — book one' })).toHaveCount(count);
  await expect(page.getByRole('button', { name: /^Full/ })).toHaveCount(0);
  await axe.check('gym sessions shown, each with the induction needed');

  await page.setViewportSize({ width: 320, height: 720 });
  await expect(rows.first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe.check('gym sessions at 320 px');
});
