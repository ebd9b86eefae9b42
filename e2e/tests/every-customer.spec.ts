import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { addedCopy, orderCompletedCopy, testCards } from './support/booking-data';
import { registerCustomer, type Customer } from './support/customers';
import { expectVisibleFocusRing } from './support/focus-ring';
import { findFreeCourt, type CourtSlot } from './support/free-court';
import { pressUntilFocused } from './support/keyboard';

// Every customer can book (issue 12): one books and pays by keyboard alone, through the card
// issuer's 3-D Secure check; one books on a phone. Each chooses a venue, an activity, a date and a
// court from the home page, and every page and state they see is checked with axe.

const venue = { slug: 'swiss-cottage-leisure-centre', name: 'Swiss Cottage Leisure Centre' };
const activity = {
  root: 'Sports Hall Activities',
  name: 'Badminton 60min',
  slug: 'badminton-60min',
};
const challengeCard = testCards.challenged;
const challengeTitle = "Card issuer's security check";

function challengeFrame(page: Page): FrameLocator {
  return page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .frameLocator(`iframe[title="${challengeTitle}"]`);
}

async function expectConfirmed(page: Page, slot: CourtSlot) {
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/, { timeout: 20_000 });
  await expect(page.getByText(orderCompletedCopy)).toBeVisible();
  const booking = page.getByTestId('confirmed-booking');
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText(slot.time);
}

test.describe('every customer can book', () => {
  test.describe.configure({ timeout: 120_000 });

  test('by keyboard alone: a court, signing in, and 3-D Secure approved by keyboard', async ({
    page,
    request,
    axe,
  }) => {
    const customer: Customer = await registerCustomer(request, 'Kit');
    const slot = await findFreeCourt(request, {
      venueSlug: venue.slug,
      activitySlug: activity.slug,
      court: 'Sports Hall, Court 3',
    });
    // Any pointer event would mean the journey is not keyboard-only.
    const pointerEvents: string[] = [];
    await page.exposeFunction('__lidoPointerUsed', (type: string) => pointerEvents.push(type));
    // (Enter on a button fires a click too, so clicks themselves are not counted.)
    await page.addInitScript(`for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart'])
      addEventListener(type, (event) => {
        if (typeof window.__lidoPointerUsed === 'function') void window.__lidoPointerUsed(type);
      }, true);`);
    const keyboard = page.keyboard;

    // Home: find the venue by name and open it.
    await page.goto('/');
    const search = page.locator('#search-venue');
    await expect(search).toBeVisible();
    await axe.check('home');
    await pressUntilFocused(page, search);
    await keyboard.type('Swiss');
    const venueCard = page.getByTestId('venue-card');
    await expect(venueCard).toHaveCount(1);
    await axe.check('home, searching by name');
    await pressUntilFocused(page, venueCard);
    await keyboard.press('Enter');

    // Venue: open the activity group, then the activity.
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    const group = page.getByRole('button', { name: new RegExp(activity.root) });
    await axe.check('venue');
    await pressUntilFocused(page, group);
    await expectVisibleFocusRing(group);
    await keyboard.press('Enter');
    const activityLink = page.getByRole('link', { name: activity.name, exact: true });
    await expect(activityLink).toBeVisible();
    await axe.check(`venue with ${activity.root} open`);
    await pressUntilFocused(page, activityLink);
    await keyboard.press('Enter');

    // Activity: choose the date.
    await expect(page.getByRole('heading', { level: 1, name: activity.name })).toBeVisible();
    const dateLink = page
      .getByRole('list', { name: 'Dates' })
      .locator(`a[href*="/${activity.slug}/${slot.date}"]`);
    await expect(dateLink).toBeVisible();
    await axe.check('activity dates');
    await pressUntilFocused(page, dateLink);
    await keyboard.press('Enter');

    // Timetable: open the start time, then book the court.
    const time = page
      .getByTestId('slot-time')
      .getByRole('button', { name: new RegExp(`^${slot.time} – `) });
    await expect(time).toBeVisible();
    await axe.check('timetable by time');
    await pressUntilFocused(page, time, { maxPresses: 200 });
    await keyboard.press('Enter');
    const book = page.getByRole('button', { name: `Book ${slot.court} at ${slot.time}` });
    await expect(book).toBeVisible();
    await axe.check('courts at the chosen time');
    await pressUntilFocused(page, book);
    await keyboard.press('Enter');

    // Courts are booked signed in: the log-in dialog opens, and the court is added after it.
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.locator('#username')).toBeVisible();
    await axe.check('log-in dialog');
    await pressUntilFocused(page, dialog.locator('#username'));
    await keyboard.type(customer.email);
    await pressUntilFocused(page, dialog.locator('#password'));
    await keyboard.type(customer.password);
    await keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText(addedCopy)).toBeVisible();
    await axe.check('court added to the basket');

    // The basket is in the header, behind the focus: go back to it.
    const basketLink = page.getByRole('link', { name: 'Shopping basket, 1 item' });
    await pressUntilFocused(page, basketLink, { backwards: true, maxPresses: 200 });
    await keyboard.press('Enter');
    await expect(page).toHaveURL(/\/basket$/);
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    await axe.check('basket');
    await pressUntilFocused(page, page.getByRole('button', { name: 'Checkout' }));
    await keyboard.press('Enter');
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await expect(page.getByLabel('First name')).toHaveValue(customer.firstName);

    // Checkout: the card, the terms, Pay.
    const form = page.getByTestId('card-form');
    await axe.check('checkout');
    await enterCard(page, form);
    await payByKeyboard(page);

    // The issuer's check: focus moves into its page, where one Tab reaches Approve; Escape there
    // cancels the payment as a declined challenge does.
    const approve = challengeFrame(page).getByRole('button', { name: 'Approve' });
    await expect(approve).toBeVisible({ timeout: 20_000 });
    await expect(page.locator(`iframe[title="${challengeTitle}"]`)).toBeFocused();
    await axe.check('3-D Secure challenge');
    await pressUntilFocused(page, approve, { frame: challengeFrame(page), maxPresses: 1 });
    await keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /please try again/i })).toBeVisible();
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await expect(page.getByTestId('pay')).toBeEnabled();
    await axe.check('checkout after cancelling the challenge');

    // The basket is kept and a new payment session is ready: pay again and approve by keyboard.
    await enterCard(page, form);
    await payByKeyboard(page);
    await expect(approve).toBeVisible({ timeout: 20_000 });
    await pressUntilFocused(page, approve, { frame: challengeFrame(page), maxPresses: 1 });
    await keyboard.press('Enter');
    await expectConfirmed(page, slot);
    await axe.check('booking confirmed');

    expect(pointerEvents).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('a court booked and paid end to end at 390 × 844', async ({ page, request, axe }) => {
      const customer = await registerCustomer(request, 'Pip');
      const slot = await findFreeCourt(request, {
        venueSlug: venue.slug,
        activitySlug: activity.slug,
        court: 'Sports Hall, Court 2',
      });

      await page.goto('/');
      await expect(page.locator('#search-venue')).toBeVisible();
      await axe.check('home on a phone');
      await page.locator('#search-venue').fill('Swiss');
      await expect(page.getByTestId('venue-card')).toHaveCount(1);
      await axe.check('home on a phone, searching by name');
      await page.getByTestId('venue-card').tap();

      await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
      await axe.check('venue on a phone');
      await page.getByRole('button', { name: new RegExp(activity.root) }).tap();
      const activityLink = page.getByRole('link', { name: activity.name, exact: true });
      await expect(activityLink).toBeVisible();
      await activityLink.tap();

      await expect(page.getByRole('heading', { level: 1, name: activity.name })).toBeVisible();
      const dateLink = page
        .getByRole('list', { name: 'Dates' })
        .locator(`a[href*="/${activity.slug}/${slot.date}"]`);
      await expect(dateLink).toBeVisible();
      await axe.check('activity dates on a phone');
      await dateLink.tap();

      const time = page
        .getByTestId('slot-time')
        .getByRole('button', { name: new RegExp(`^${slot.time} – `) });
      await expect(time).toBeVisible();
      await axe.check('timetable on a phone');
      await time.tap();
      const book = page.getByRole('button', { name: `Book ${slot.court} at ${slot.time}` });
      await expect(book).toBeVisible();
      await axe.check('courts at the chosen time on a phone');
      await book.tap();

      // Courts are booked signed in: the log-in dialog opens, and the court is added after it.
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      await expect(dialog.locator('#username')).toBeVisible();
      await axe.check('log-in dialog on a phone');
      await dialog.locator('#username').fill(customer.email);
      await dialog.locator('#password').fill(customer.password);
      await dialog.getByTestId('log-in').tap();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(addedCopy)).toBeVisible();
      await axe.check('court added to the basket on a phone');

      await page.getByRole('link', { name: 'Shopping basket, 1 item' }).tap();
      await expect(page).toHaveURL(/\/basket$/);
      await expect(page.getByTestId('basket-item')).toHaveCount(1);
      await axe.check('basket on a phone');
      await page.getByRole('button', { name: 'Checkout' }).tap();
      await expect(page).toHaveURL(/\/basket\/checkout$/);
      await expect(page.getByLabel('First name')).toHaveValue(customer.firstName);
      await axe.check('checkout on a phone');

      const form = page.getByTestId('card-form');
      await form.getByLabel('Name on card').fill('Pip Booker');
      await form.getByLabel('Card number').fill(challengeCard);
      await form.getByLabel('Expiry date (MMYY)').fill('1230');
      await form.getByLabel('Security code').fill('123');
      await page.getByLabel('I accept the terms and conditions').tap();
      await expect(page.getByTestId('pay')).toBeEnabled();
      await page.getByTestId('pay').tap();

      const approve = challengeFrame(page).getByRole('button', { name: 'Approve' });
      await expect(approve).toBeVisible({ timeout: 20_000 });
      await axe.check('3-D Secure challenge on a phone');
      await approve.tap();
      await expectConfirmed(page, slot);
      await axe.check('booking confirmed on a phone');
    });
  });
});

/** Fills the card form by Tab and typing; fields already filled are replaced. */
async function enterCard(page: Page, form: Locator) {
  const fields: [string, string][] = [
    ['Name on card', 'Kit Booker'],
    ['Card number', challengeCard],
    ['Expiry date (MMYY)', '1230'],
    ['Security code', '123'],
  ];
  for (const [label, value] of fields) {
    await pressUntilFocused(page, form.getByLabel(label));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  }
  const terms = page.getByLabel('I accept the terms and conditions');
  await pressUntilFocused(page, terms);
  if (!(await terms.isChecked())) await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
}

async function payByKeyboard(page: Page) {
  const pay = page.getByTestId('pay');
  await expect(pay).toBeEnabled();
  await pressUntilFocused(page, pay);
  await page.keyboard.press('Enter');
}
