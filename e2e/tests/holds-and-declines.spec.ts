import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { e2eEnv } from '../env';
import { freePort, lidoServerEnv, startLidoServer, type RunningServer } from '../lido-server';
import type { AccessibilityChecks } from './support/accessible-page';
import { expect, test } from './support/accessible-page';
import { addedCopy, londonDate, testCards, type ClassRow } from './support/booking-data';
import { customerPassword, registerCustomer } from './support/customers';
import { pressUntilFocused } from './support/keyboard';
import { logInAtCheckout } from './support/log-in-at-checkout';

// The rough edges of paying (issue 12): a hold that runs out is named on the checkout and can be
// held again; a declined card is said beside the card form and the basket is kept; the
// booking-confirmed page is styled when opened from its URL alone. The browser's clock cannot be
// moved, so the expiry journey runs its own server whose holds last one minute.

const venue = 'swiss-cottage-leisure-centre';
const declinedCopy = /Your card was declined/;

/** The first open class of `activity` in the next five days, its timetable open on its Book. */
async function openClass(
  page: Page,
  request: APIRequestContext,
  base: string,
  activity: string,
): Promise<{ name: string; time: string; book: Locator }> {
  for (let days = 1; days <= 5; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `${base}/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: ClassRow[] };
    const row = data.find((item) => item.action_to_show.status === 'BOOK' && item.spaces > 0);
    if (!row) continue;
    const time = row.starts_at.format_24_hour;
    await page.goto(`${base}/location/${venue}/${activity}/${date}`);
    const book = page
      .getByTestId('class')
      .getByRole('button', { name: `Book ${row.name} at ${time}` });
    await expect(book).toBeVisible();
    return { name: row.name, time, book };
  }
  throw new Error(`No bookable ${activity} class in the next five days`);
}

/** An anonymous visitor books the first open class of `activity` from its timetable. */
async function addClass(
  page: Page,
  request: APIRequestContext,
  axe: AccessibilityChecks,
  base: string,
  activity: string,
): Promise<{ name: string; time: string }> {
  const { name, time, book } = await openClass(page, request, base, activity);
  await axe.check('timetable');
  await book.click();
  await expect(page.getByText(addedCopy)).toBeVisible();
  return { name, time };
}

/** Basket, then Checkout, signing in on the way. */
async function checkoutSigningIn(page: Page, axe: AccessibilityChecks, email: string) {
  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  await axe.check('basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await logInAtCheckout(page, { email, password: customerPassword }, () =>
    axe.check('log-in dialog over the checkout'),
  );
}

async function fillCard(page: Page, cardNumber: string) {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Name on card').fill('E2E Holder');
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry date (MMYY)').fill('1230');
  await form.getByLabel('Security code').fill('123');
  const terms = page.getByLabel('I accept the terms and conditions');
  if (!(await terms.isChecked())) await terms.check();
  await expect(page.getByTestId('pay')).toBeEnabled();
}

/** The built server again, on its own port and database, with holds of `holdMinutes`. */
function startServer(holdMinutes: number): Promise<RunningServer> {
  const port = freePort();
  return startLidoServer(
    'short-hold',
    lidoServerEnv(port, mkdtempSync(join(tmpdir(), 'lido-e2e-short-holds-')), {
      HOLD_MINUTES: String(holdMinutes),
      MAX_HOLD_MINUTES: String(holdMinutes),
    }),
  );
}

test.describe('a hold that runs out', () => {
  test.skip(Boolean(e2eEnv.externalBaseUrl), 'needs a server of its own with one-minute holds');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let server: RunningServer | null = null;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startServer(1);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('warns once near the end, names what ended on the checkout (after a reload too), and holds it again', async ({
    page,
    request,
    axe,
  }) => {
    const base = server?.baseUrl ?? '';
    await page.setViewportSize({ width: 390, height: 844 });
    const { email } = await registerCustomer(request, 'Robin', { base });
    const { name, time } = await addClass(page, request, axe, base, 'yoga');
    await checkoutSigningIn(page, axe, email);

    // A one-minute hold is in its last two minutes from the start: warned once, in words, in a
    // polite live region; the countdown beside the order reads as seconds and is not announced.
    const notices = page.getByTestId('hold-notices');
    const announced = notices.getByRole('status');
    await expect(announced).toContainText(`Less than 2 minutes left on your hold on ${name} — `);
    const countdown = page.getByTestId('hold-countdown');
    await expect(countdown).toHaveText(/ for \d{1,2} sec — ending soon$/);
    await expect(countdown).not.toHaveAttribute('aria-live');
    await axe.check('checkout in the last minutes of a hold');

    const ended = notices.getByTestId('ended-hold');
    await expect(ended).toContainText(
      new RegExp(
        `^Your hold on ${name} — \\w{3} \\d{1,2} \\w{3} ${time} has ended, and the place was given back\\.$`,
      ),
      { timeout: 90_000 },
    );
    // Announced once more: the end replaces the warning in the same live region.
    await expect(announced).not.toContainText('Less than 2 minutes left');
    await expect(page.getByText('Your basket is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shopping basket, 0 items' })).toBeVisible();

    // A reload keeps the word on what ended (the tab remembers it), not just an empty basket.
    await page.reload();
    await expect(ended).toContainText(`Your hold on ${name} — `);
    await expect(page.getByRole('link', { name: 'Shopping basket, 0 items' })).toBeVisible();
    // The picture in docs/screenshots/ is this one (a run does not rewrite the committed one).
    await page.screenshot({
      path: test.info().outputPath('expired-hold-phone.png'),
      fullPage: true,
    });
    await axe.check('checkout after a hold ended');

    await page.getByRole('button', { name: 'Hold again' }).click();
    await expect(ended).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(time);
    await expect(page.getByTestId('pay')).toBeEnabled();
    await axe.check('checkout with the place held again');
  });
});

test.describe('a declined card', () => {
  test.describe.configure({ timeout: 90_000 });

  test('is said beside the card form until the card changes; the basket is kept and pays', async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    const base = baseURL ?? '';
    const { email } = await registerCustomer(request, 'Robin', { base });
    const { time } = await addClass(page, request, axe, base, 'spin');
    await checkoutSigningIn(page, axe, email);
    await fillCard(page, testCards.declined);
    await page.getByTestId('pay').click();

    const form = page.getByRole('form', { name: 'Checkout' });
    const decline = form.getByRole('alert');
    await expect(decline).toHaveText(declinedCopy);
    await expect(form).toHaveAttribute(
      'aria-describedby',
      (await decline.getAttribute('id')) ?? '',
    );
    // Still there after a toast would have gone, and the basket is as it was.
    await page.waitForTimeout(6_000);
    await expect(decline).toHaveText(declinedCopy);
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(time);
    await axe.check('checkout with a declined card');

    await fillCard(page, testCards.frictionless);
    await expect(decline).toHaveCount(0);
    await page.getByTestId('pay').click();
    await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
    await expect(page.getByTestId('confirmed-booking')).toContainText(time);

    // Opened from its URL alone (as from the email): the page is styled all the same.
    await page.reload();
    const booking = page.getByTestId('confirmed-booking');
    await expect(booking).toContainText(time);
    await expect(booking).toHaveCSS('border-top-style', 'solid');
    await expect(booking).toHaveCSS('border-top-width', '1px');
    await axe.check('booking confirmed, reloaded');
  });
});

/** Whether two boxes on the screen overlap. */
function overlaps(a: BoundingBox, b: BoundingBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

type BoundingBox = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<BoundingBox> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} is not on the screen`);
  return box;
}

test.describe("the basket's buttons and its one countdown (issue 43, items 5 and 6)", () => {
  test.describe.configure({ timeout: 90_000 });

  test('at 320 px by keyboard: the added toast leaves the header clear and offers View basket; Clear basket asks first', async ({
    page,
    request,
    baseURL,
    axe,
  }) => {
    const base = baseURL ?? '';
    await page.setViewportSize({ width: 320, height: 640 });
    await addClass(page, request, axe, base, 'spin');

    const { book } = await openClass(page, request, base, 'yoga');
    await book.focus();
    await page.keyboard.press('Enter');
    const toast = page
      .getByRole('region', { name: 'Notifications' })
      .getByTestId('toast')
      .filter({ hasText: addedCopy });
    await expect(toast).toBeVisible();
    // The header's account, basket and menu buttons stay uncovered while the toast shows.
    const toastBox = await boxOf(toast);
    const header = page.locator('header.lido-header');
    for (const control of [
      header.getByRole('button', { name: 'Log in' }),
      header.getByRole('link', { name: /^Shopping basket, \d+ items?$/ }),
      header.getByRole('button', { name: 'Menu' }),
    ]) {
      expect(overlaps(toastBox, await boxOf(control)), control.toString()).toBe(false);
    }
    expect(toastBox.x + toastBox.width).toBeLessThanOrEqual(320);
    await axe.check('timetable with the added toast at 320 px');

    const viewBasket = toast.getByRole('link', { name: 'View basket' });
    await pressUntilFocused(page, viewBasket);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/basket$/);

    // One countdown for the basket, as a duration; none per item.
    const items = page.getByTestId('basket-item');
    await expect(items).toHaveCount(2);
    const countdown = page.getByTestId('hold-countdown');
    await expect(countdown).toHaveCount(1);
    await expect(countdown).toHaveText(/^Reserved for 1[45] min$/);
    await expect(items.getByTestId('hold-countdown')).toHaveCount(0);

    // Checkout is the filled button; Clear basket is outlined, lighter than it.
    const checkout = page.getByRole('button', { name: 'Checkout' });
    const clear = page.getByRole('button', { name: 'Clear basket' });
    await expect(checkout).toHaveClass(/lido-button--primary/);
    await expect(clear).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(checkout).not.toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await axe.check('basket with two items at 320 px');

    // Clear basket asks first: Keep has focus, Escape keeps everything and focus comes back.
    await clear.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Clear your basket?' });
    await expect(dialog.getByRole('button', { name: 'Keep my basket' })).toBeFocused();
    await axe.check('clear basket question at 320 px');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(clear).toBeFocused();
    await expect(items).toHaveCount(2);

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Yes, clear basket' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your basket is empty.')).toBeFocused();
    await expect(page.getByText('Successfully cleared order.')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Shopping basket, 0 items' })).toBeVisible();
    await axe.check('cleared basket at 320 px');
  });
});
