import type { Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { londonDate } from './support/booking-data';
import { pressUntilFocused } from './support/keyboard';

// Issue 16, living with a membership: Alex (demo) freezes Lido Flex for a month from My account,
// sees when the freeze starts and when the membership starts again before confirming, then
// cancels it, seeing the end date first (and the freeze, not yet begun, let go). On a 320 px
// phone, the freeze by keyboard alone. The freeze's dates are computed as the API does: it starts
// on the first billing date at least 3 days ahead (Alex's is collected on the 1st) and lasts whole
// billing months. The end date is read from the Cancel dialog, which shows it before confirming.

const alex = { email: 'alex.morgan@example.com', password: 'LidoDemo2026!' };

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = [
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

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** `2026-12-01` as the API's sentences say it: `Tue 1 December 2026`. */
function spoken(date: string): string {
  const day = utcDate(date);
  return `${weekdays[day.getUTCDay()]} ${day.getUTCDate()} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

function addDays(date: string, days: number): string {
  const day = utcDate(date);
  day.setUTCDate(day.getUTCDate() + days);
  return isoDate(day);
}

/** The first day of the month `count` months after `date`'s. */
function firstOfMonthAfter(date: string, count: number): string {
  const day = utcDate(date);
  return isoDate(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + count, 1)));
}

/** Alex's first billing date (the 1st) on or after `date`. */
const billingDateOnOrAfter = (date: string) =>
  date.endsWith('-01') ? date : firstOfMonthAfter(date, 1);

/** The page scrolls only up and down: nothing is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a member freezes their membership for a month, then cancels it', async ({ page, axe }) => {
  // Two dialogs, each checked with axe while open and after.
  test.setTimeout(60_000);
  // The server's date: the demo server runs on the real clock, in the venues' zone.
  const today = londonDate(0);
  const frozenFrom = billingDateOnOrAfter(addDays(today, 3));
  const resumesOn = firstOfMonthAfter(frozenFrom, 1);
  const resumesAfterTwo = firstOfMonthAfter(frozenFrom, 2);
  const frozenUntil = addDays(resumesOn, -1);

  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  await expect(page.locator('#username')).toBeVisible();
  await axe.check('log-in page at 320 px');
  await page.locator('#username').fill(alex.email);
  await page.locator('#password').fill(alex.password);
  await page.getByTestId('log-in').click();
  await expect(page.locator('#welcome')).toHaveText('Welcome back, Alex');
  await axe.check('my account at 320 px');

  const memberships = page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Memberships' });
  await pressUntilFocused(page, memberships);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account\/memberships$/);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Lido Flex' }) });
  const freezeButton = card.getByRole('button', { name: 'Freeze membership' });
  await expect(freezeButton).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  await expect(card).toContainText('StatusActive');
  await expectNoSidewaysScroll(page);
  await axe.check('my memberships, Freeze and Cancel offered');

  // The freeze, by keyboard alone.
  await pressUntilFocused(page, freezeButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Freeze membership' });
  const lengths = dialog.getByRole('group', { name: 'How long?' });
  const oneMonth = lengths.getByRole('radio', { name: '1 month', exact: true });
  await expect(oneMonth).toBeFocused();
  await expect(oneMonth).toBeChecked();
  const when = dialog.locator('strong');
  await expect(when).toHaveText(
    `Your membership will be frozen from ${spoken(frozenFrom)} and start again on ${spoken(resumesOn)}.`,
  );
  await expect(
    dialog.getByText(
      'Nothing is collected while your membership is frozen, and you book as a non-member until it starts again.',
      { exact: true },
    ),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe.check('freezing, 1 month chosen');

  // Another length is asked about afresh; then back to a month.
  await page.keyboard.press('ArrowDown');
  await expect(lengths.getByRole('radio', { name: '2 months', exact: true })).toBeChecked();
  await expect(when).toHaveText(
    `Your membership will be frozen from ${spoken(frozenFrom)} and start again on ${spoken(resumesAfterTwo)}.`,
  );
  await axe.check('freezing, 2 months chosen');
  await page.keyboard.press('ArrowUp');
  await expect(oneMonth).toBeChecked();
  await expect(oneMonth).toBeFocused();
  await expect(when).toHaveText(
    `Your membership will be frozen from ${spoken(frozenFrom)} and start again on ${spoken(resumesOn)}.`,
  );

  const confirmFreeze = dialog.getByRole('button', { name: 'Freeze membership' });
  await pressUntilFocused(page, confirmFreeze, { maxPresses: 4 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your membership freeze is booked.', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const frozenDates = card.getByText(
    `Frozen from ${spoken(frozenFrom)} to ${spoken(frozenUntil)}`,
    { exact: true },
  );
  await expect(frozenDates).toBeFocused();
  await expect(freezeButton).toHaveCount(0);
  // Still active until the freeze begins.
  await expect(card).toContainText('StatusActive');
  await expectNoSidewaysScroll(page);
  await axe.check('my memberships, a freeze booked');

  // Then cancelling: the end date is shown before confirming.
  const cancelButton = card.getByRole('button', { name: 'Cancel membership' });
  await pressUntilFocused(page, cancelButton);
  await page.keyboard.press('Enter');
  const cancelDialog = page.getByRole('alertdialog', { name: 'Cancel your membership?' });
  await expect(cancelDialog.getByRole('button', { name: 'Keep my membership' })).toBeFocused();
  const willEnd = cancelDialog.locator('strong');
  await expect(willEnd).toHaveText(/^Your membership will end on \w{3} \d{1,2} \w+ \d{4}\.$/);
  const endsOn = / end on (.+)\.$/.exec((await willEnd.textContent()) ?? '')?.[1] ?? '';
  await expect(
    cancelDialog.getByText("Cancelling gives 1 month's notice.", { exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe.check('cancelling, the end date shown');

  await pressUntilFocused(page, cancelDialog.getByRole('button', { name: 'Cancel membership' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Your membership has been cancelled.', { exact: true }),
  ).toBeVisible();
  await expect(cancelDialog).toBeHidden();
  await expect(card.getByText(`Ends on ${endsOn}`, { exact: true })).toBeFocused();
  // The member is leaving: the freeze that had not begun is let go.
  await expect(frozenDates).toBeHidden();
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await axe.check('my memberships, ending');
});
