import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AccessibilityChecks } from './support/accessible-page';
import { expect, test } from './support/accessible-page';
import { addedCopy, londonDate, type ClassRow } from './support/booking-data';
import { registerCustomer, type Customer } from './support/customers';
import { expectVisibleFocusRing } from './support/focus-ring';
import { addChild, findJuniorLesson, juniorLessons } from './support/junior-lessons';
import { pressUntilFocused } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/sideways-scroll';

// Issue 43, item 9, accessibility beyond axe: focus is never dropped to the page after Book or
// after the attendees page finds something missing (keyboard only); the timetables' rows reflow
// at 320 px with every control whole on the screen; "Who is going?" never ticks someone who may
// not go; and a basket line's Remove and Apply guest pass are 44 px touch targets.

const venue = 'swiss-cottage-leisure-centre';
const phone = { width: 320, height: 640 };
const touchTarget = 44;

/** A class of `activity` with places in the coming days: its date, name and start time. */
async function findClass(request: APIRequestContext, activity: string, token?: string) {
  for (let days = 1; days <= 6; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
      { headers: token ? { authorization: `Bearer ${token}` } : {} },
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: ClassRow[] };
    const row = data.find((item) => item.action_to_show.status === 'BOOK' && item.spaces > 0);
    if (row) return { date, name: row.name, time: row.starts_at.format_24_hour };
  }
  throw new Error(`No ${activity} class to book in the coming days`);
}

/** The timetable's card for the class starting at `time`. */
function classCard(page: Page, time: string): Locator {
  return page
    .getByTestId('class')
    .filter({ hasText: `${time} – ` })
    .first();
}

/** Signs the customer in with the token the other sites hand over, and checks My account. */
async function signIn(page: Page, axe: AccessibilityChecks, customer: Customer) {
  await page.goto(`/my-account?token=${encodeURIComponent(customer.token)}`);
  await expect(page.locator('#welcome')).toHaveText(`Welcome back, ${customer.firstName}`);
  await axe.check(`${customer.firstName}'s account`);
}

/** Each control `controls` matches is whole on the screen's width, and at least `minSize` px. */
async function expectWholeOnScreen(controls: Locator, what: string, minSize = 0) {
  const count = await controls.count();
  expect(count, `${what} on the page`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const box = await controls.nth(index).boundingBox();
    if (!box) throw new Error(`${what} ${index + 1} is not shown`);
    expect(box.x, `${what} ${index + 1}: left edge`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${what} ${index + 1}: right edge`).toBeLessThanOrEqual(phone.width);
    expect(box.width, `${what} ${index + 1}: width`).toBeGreaterThanOrEqual(minSize);
    expect(box.height, `${what} ${index + 1}: height`).toBeGreaterThanOrEqual(minSize);
  }
}

test('Book keeps the keyboard focus on its row: "In your basket" takes it where Book was', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const yoga = await findClass(request, 'yoga');
  await page.goto(`/location/${venue}/yoga/${yoga.date}`);
  const card = classCard(page, yoga.time);
  const book = card.getByRole('button', { name: `Book ${yoga.name} at ${yoga.time}` });
  await expect(book).toBeVisible();
  await axe.check('yoga timetable');

  await pressUntilFocused(page, book);
  await page.keyboard.press('Enter');
  await expect(page.getByText(addedCopy)).toBeVisible();
  const held = card.getByText('In your basket', { exact: true });
  await expect(held).toBeFocused();
  await expectVisibleFocusRing(held);
  await axe.check('yoga timetable, the class in the basket and focused');
  // From there the keyboard carries on along the row: its Remove is the next stop.
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: /^Remove .* from your basket$/ })).toBeFocused();
});

test('by keyboard, a parent books a junior lesson and the attendees page takes the focus to what is missing', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const parent = await registerCustomer(request, 'Casey');
  await addChild(request, parent, 'Ava', 11);
  const lesson = await findJuniorLesson(request, parent);
  await signIn(page, axe, parent);

  const { activity, name } = juniorLessons;
  await page.goto(`/location/${venue}/${activity}/${lesson.date}/by-time?show=all`);
  const card = classCard(page, lesson.time);
  const book = card.getByRole('button', { name: `Book ${name} at ${lesson.time}` });
  await expect(book).toBeVisible();
  await axe.check('junior swimming lessons');
  await pressUntilFocused(page, book);
  await page.keyboard.press('Enter');

  // Ava is the only one who may go: ticked, and the focus starts on her.
  const whoIsGoing = page.getByRole('dialog', { name: 'Who is going?' });
  await expect(whoIsGoing.getByLabel('Ava Booker')).toBeFocused();
  await expect(whoIsGoing.getByLabel('Ava Booker')).toBeChecked();
  await axe.check('who is going: Ava');
  await pressUntilFocused(page, whoIsGoing.getByRole('button', { name: 'Add to basket' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(addedCopy)).toBeVisible();
  await expect(card.getByText('In your basket', { exact: true })).toBeFocused();
  await axe.check('junior lesson in the basket, focused');

  await page.goto('/basket');
  const checkout = page.getByRole('button', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  await axe.check('basket: a lesson needing consent');
  await pressUntilFocused(page, checkout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/attendees$/);
  const continueButton = page.getByRole('button', { name: 'Continue to checkout' });
  await expect(continueButton).toBeVisible();
  await axe.check('attendees page');

  // Continue with nothing agreed or answered: the focus goes to what is missing.
  await pressUntilFocused(page, continueButton);
  await page.keyboard.press('Enter');
  const missing = page
    .getByRole('alert')
    .filter({ hasText: 'Agree to the waiver for every place before you continue to checkout.' });
  await expect(missing).toBeVisible();
  await expect(missing).toBeFocused();
  await expectVisibleFocusRing(missing);
  await expect(page).toHaveURL(/\/attendees$/);
  await axe.check('attendees page saying what is missing');
});

test('at 320 px the timetables reflow: no sideways scroll, and every + and Book whole on the screen', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(phone);

  // Public Swim's drop-in tickets: − n + for each ticket type, 44 px touch targets.
  let sessions = page.getByTestId('ticket-session');
  for (let days = 1; days <= 6; days++) {
    await page.goto(`/location/${venue}/public-swim/${londonDate(days)}/by-time?show=all`);
    await expect(sessions.first().or(page.getByText(/No results were found/))).toBeVisible();
    if (await sessions.first().isVisible()) break;
  }
  sessions = page.getByTestId('ticket-session');
  await expect(sessions.first()).toBeVisible();
  await axe.check('public swim at 320 px');
  await expectNoSidewaysScroll(page);
  await expectWholeOnScreen(page.getByRole('button', { name: /^One more / }), '+', touchTarget);
  await expectWholeOnScreen(page.getByRole('button', { name: /^One fewer / }), '−', touchTarget);
  await expectWholeOnScreen(page.getByRole('button', { name: /^Book / }), 'Book');

  const first = sessions.first();
  await first.getByRole('button', { name: 'One more Adult ticket' }).click();
  await first.getByRole('button', { name: 'One more Junior ticket' }).click();
  await first.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByText(addedCopy)).toBeVisible();
  await expect(first.getByText('2 in your basket')).toBeVisible();
  await axe.check('public swim at 320 px with tickets in the basket');
  await expectNoSidewaysScroll(page);
  await expectWholeOnScreen(first.getByRole('button', { name: /^One more / }), '+', touchTarget);
  await expectWholeOnScreen(first.getByRole('button', { name: /^Remove / }), 'Remove');

  // Classes.
  const yoga = await findClass(request, 'yoga');
  await page.goto(`/location/${venue}/yoga/${yoga.date}/by-time?show=all`);
  await expect(classCard(page, yoga.time)).toBeVisible();
  await axe.check('yoga at 320 px');
  await expectNoSidewaysScroll(page);
  await expectWholeOnScreen(page.getByTestId('class').getByRole('button'), 'class action');

  // Courts: the times, one time's courts, and the day by court.
  await page.goto(`/location/${venue}/badminton-60min/${yoga.date}/by-time?show=all`);
  const times = page.getByTestId('slot-time');
  await expect(times.first()).toBeVisible();
  await axe.check('badminton times at 320 px');
  await expectNoSidewaysScroll(page);
  await times.first().getByRole('button').first().click();
  const courts = page.getByTestId('slot-location');
  await expect(courts.first()).toBeVisible();
  await axe.check('badminton courts at a time, 320 px');
  await expectNoSidewaysScroll(page);
  await expectWholeOnScreen(courts.getByRole('button'), 'court action');

  await page.getByRole('link', { name: 'By court or lane' }).click();
  await expect(page.getByTestId('court').first()).toBeVisible();
  await axe.check('badminton by court at 320 px');
  await expectNoSidewaysScroll(page);
  await expectWholeOnScreen(page.getByTestId('court').getByRole('button'), 'court action');
});

test('"Who is going?" on a junior lesson: the parent shown but never ticked, with the reason, and nobody ticked of two children', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const parent = await registerCustomer(request, 'Casey');
  await addChild(request, parent, 'Ava', 11);
  await addChild(request, parent, 'Leo', 9);
  const lesson = await findJuniorLesson(request, parent);
  await signIn(page, axe, parent);

  const { activity, name } = juniorLessons;
  await page.goto(`/location/${venue}/${activity}/${lesson.date}/by-time?show=all`);
  const book = classCard(page, lesson.time).getByRole('button', {
    name: `Book ${name} at ${lesson.time}`,
  });
  await expect(book).toBeVisible();
  await axe.check('junior swimming lessons');
  await book.click();

  const whoIsGoing = page.getByRole('dialog', { name: 'Who is going?' });
  const casey = whoIsGoing.getByLabel('Casey Booker (you)');
  await expect(casey).toBeDisabled();
  await expect(casey).not.toBeChecked();
  await expect(casey).toHaveAccessibleDescription(
    /^This session is for ages 8 to 15 on the day, and Casey will be \d+\.$/,
  );
  await expect(whoIsGoing.getByLabel('Ava Booker')).not.toBeChecked();
  await expect(whoIsGoing.getByLabel('Leo Booker')).not.toBeChecked();
  await axe.check('who is going: the parent may not go');

  await whoIsGoing.getByLabel('Leo Booker').check();
  await whoIsGoing.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText(addedCopy)).toBeVisible();
  await page.goto('/basket');
  const items = page.getByTestId('basket-item');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText('For Leo Booker');
  await axe.check('basket: the lesson for Leo');
});

test('a basket line’s Remove and Apply guest pass are 44 × 44 px touch targets', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(90_000);
  const customer = await registerCustomer(request, 'Robin');
  const pump = await findClass(request, 'body-pump', customer.token);
  await signIn(page, axe, customer);
  await page.setViewportSize(phone);
  await page.goto(`/location/${venue}/body-pump/${pump.date}`);
  const book = classCard(page, pump.time).getByRole('button', {
    name: `Book ${pump.name} at ${pump.time}`,
  });
  await expect(book).toBeVisible();
  await axe.check('body pump timetable');
  await book.click();
  await expect(page.getByText(addedCopy)).toBeVisible();

  await page.goto('/basket');
  const item = page.getByTestId('basket-item');
  await expect(item).toHaveCount(1);
  await axe.check('basket with a class');
  await expectWholeOnScreen(item.getByRole('button', { name: /^Remove / }), 'Remove', touchTarget);
  await item.getByText('Have a guest pass?').click();
  await axe.check('basket with the guest pass field open');
  await expectWholeOnScreen(
    item.getByRole('button', { name: 'Apply guest pass' }),
    'Apply guest pass',
    touchTarget,
  );
});
