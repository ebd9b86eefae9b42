import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AccessibilityChecks } from './support/accessible-page';
import { expect, test } from './support/accessible-page';
import {
  addedCopy,
  londonDate,
  orderCompletedCopy,
  testCards,
  type ClassRow,
} from './support/booking-data';
import { registerCustomer, type Customer } from './support/customers';
import { logInAtCheckout } from './support/log-in-at-checkout';

// Book and pay: from a timetable row to a confirmed booking paid by card through the built-in
// Opayo emulator. Every journey books as a customer registered for it through the API, so
// parallel journeys never share a basket, and each books a different activity.

const venue = 'swiss-cottage-leisure-centre';
const sessionFullCopy = 'The session being booked is already full';

/**
 * The first class of `activity` an anonymous visitor can book in the coming days (classes run on
 * some weekdays only), as its date and Book button subject ("Yoga at 07:00").
 */
async function findBookableClass(request: APIRequestContext, activity: string) {
  for (let days = 1; days <= 5; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as { data: ClassRow[] };
    const row = data.find((item) => item.action_to_show.status === 'BOOK' && item.spaces > 0);
    if (row) return { date, subject: `${row.name} at ${row.starts_at.format_24_hour}` };
  }
  throw new Error(`No bookable ${activity} class in the next five days`);
}

/** An anonymous visitor adds the class to the basket from the timetable; returns its subject. */
async function addClass(
  page: Page,
  request: APIRequestContext,
  axe: AccessibilityChecks,
  activity: string,
) {
  const { date, subject } = await findBookableClass(request, activity);
  await page.goto(`/location/${venue}/${activity}/${date}`);
  const book = page.getByTestId('class').getByRole('button', { name: `Book ${subject}` });
  await expect(book).toBeVisible();
  await axe.check('timetable');
  await book.click();
  await expect(page.getByText(addedCopy)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shopping basket, 1 item' })).toBeVisible();
  await axe.check('timetable with the added-to-basket toast');
  return subject;
}

/** From the basket, Checkout opens the checkout, where a signed-out visitor logs in. */
async function checkoutSigningIn(
  page: Page,
  axe: AccessibilityChecks,
  customer: Customer,
  subject: string,
) {
  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  await expect(page).toHaveURL(/\/basket$/);
  const item = page.getByTestId('basket-item');
  await expect(item).toHaveCount(1);
  await expect(page.getByTestId('hold-countdown')).toHaveText(/^Reserved for 1[45] min$/);
  await axe.check('basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await logInAtCheckout(page, customer, () => axe.check('log-in dialog over the checkout'));
  // The anonymous basket was merged into the account's on sign-in.
  const [, time = ''] = subject.split(' at ');
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(time);
  await expect(page.getByLabel('First name')).toHaveValue(customer.firstName);
  await expect(page.getByLabel('Postcode')).toHaveValue('NW3 3NF');
  await axe.check('checkout');
}

async function payByCard(page: Page, cardNumber: string) {
  const form = page.getByTestId('card-form');
  await form.getByLabel('Name on card').fill('E2E Booker');
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry date (MMYY)').fill('1230');
  await form.getByLabel('Security code').fill('123');
  await page.getByLabel('I accept the terms and conditions').check();
  const pay = page.getByTestId('pay');
  await expect(pay).toBeEnabled();
  await expect(pay).toHaveText(/^Pay £\d+\.\d\d$/);
  await pay.click();
}

/** The issuer's Approve or Decline button inside the challenge dialog's iframe. */
async function answerChallenge(
  page: Page,
  axe: AccessibilityChecks,
  answer: 'Approve' | 'Decline',
) {
  const button = page
    .getByRole('dialog', { name: 'Confirm your payment' })
    .frameLocator('iframe[title="Card issuer\'s security check"]')
    .getByRole('button', { name: answer });
  await expect(button).toBeVisible({ timeout: 20_000 });
  await axe.check('3-D Secure challenge dialog');
  await button.click();
}

async function expectConfirmed(page: Page, axe: AccessibilityChecks, subject: string) {
  const [name = '', time = ''] = subject.split(' at ');
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  await expect(page.getByText(orderCompletedCopy)).toBeVisible();
  const booking = page.getByTestId('confirmed-booking');
  await expect(booking).toHaveCount(1);
  await expect(booking).toContainText(name);
  await expect(booking).toContainText(time);
  await expect(page.getByRole('link', { name: 'Shopping basket, 0 items' })).toBeVisible();
  await axe.check('booking confirmed');

  const calendar = page.getByRole('link', { name: 'Add to calendar' });
  const href = (await calendar.getAttribute('href')) ?? '';
  const ics = await page.request.get(href);
  expect(ics.ok()).toBe(true);
  expect(await ics.text()).toContain('BEGIN:VCALENDAR');
}

async function myUpcomingBookings(page: Page): Promise<Locator> {
  await page.goto('/my-account/bookings/upcoming');
  await expect(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  return page.getByTestId('booking-row');
}

async function expectNothingBooked(page: Page) {
  await page.goto('/my-account/bookings/upcoming');
  await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
}

test.describe('book and pay', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an anonymous visitor books a class, signs in and pays without a challenge', async ({
    page,
    request,
    axe,
  }) => {
    const customer = await registerCustomer(request, 'Frankie');
    const subject = await addClass(page, request, axe, 'yoga');
    await checkoutSigningIn(page, axe, customer, subject);
    await payByCard(page, testCards.frictionless);
    await expectConfirmed(page, axe, subject);

    const rows = await myUpcomingBookings(page);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(subject.split(' at ')[1] ?? '');
  });

  test('pays with a card whose issuer challenges, and approves the challenge', async ({
    page,
    request,
    axe,
  }) => {
    const customer = await registerCustomer(request, 'Charlie');
    const subject = await addClass(page, request, axe, 'pilates');
    await checkoutSigningIn(page, axe, customer, subject);
    await payByCard(page, testCards.challenged);

    await answerChallenge(page, axe, 'Approve');
    await expectConfirmed(page, axe, subject);
    const rows = await myUpcomingBookings(page);
    await expect(rows).toHaveCount(1);
  });

  test('a declined challenge closes the dialog and books nothing', async ({
    page,
    request,
    axe,
  }) => {
    const customer = await registerCustomer(request, 'Dana');
    const subject = await addClass(page, request, axe, 'spin');
    await checkoutSigningIn(page, axe, customer, subject);
    await payByCard(page, testCards.challenged);

    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await answerChallenge(page, axe, 'Decline');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: /please try again/i })).toBeVisible();
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    // A fresh payment session is ready for another attempt.
    await expect(page.getByTestId('pay')).toBeEnabled();
    await axe.check('checkout after a declined challenge');
    await expectNothingBooked(page);
  });

  test('a declined card shows why and books nothing', async ({ page, request, axe }) => {
    const customer = await registerCustomer(request, 'Devon');
    const subject = await addClass(page, request, axe, 'body-pump');
    await checkoutSigningIn(page, axe, customer, subject);
    await payByCard(page, testCards.declined);

    await expect(page.getByRole('alert').filter({ hasText: /declined/i })).toBeVisible();
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await expect(page.getByRole('dialog', { name: 'Confirm your payment' })).toHaveCount(0);
    await expect(page.getByTestId('pay')).toBeEnabled();
    await axe.check('checkout after a declined card');
    await expectNothingBooked(page);
  });

  test('a court another customer holds cannot be added: the session is full', async ({
    page,
    request,
    axe,
  }) => {
    const holder = await registerCustomer(request, 'Harper');
    const latecomer = await registerCustomer(request, 'Lee');
    const date = londonDate(4);
    const court = 'Sports Hall, Court 4';
    const time = '20:00';

    // The latecomer, signed in, has the court's timetable open.
    await page.goto('/');
    await page.getByTestId('login').click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog.locator('#username')).toBeVisible();
    await axe.check('log-in dialog over the home page');
    await dialog.locator('#username').fill(latecomer.email);
    await dialog.locator('#password').fill(latecomer.password);
    await dialog.getByTestId('log-in').click();
    await expect(page.locator('#my-account')).toBeVisible();
    await page.goto(`/location/${venue}/badminton-60min/${date}/by-location`);
    const book = page.getByRole('button', { name: `Book ${court} at ${time}` });
    await expect(book).toBeEnabled();
    await axe.check('timetable by court');

    // Meanwhile the holder takes the court's only place through the API.
    const slots = await request.get(
      `/api/activities/venue/${venue}/activity/badminton-60min/v2/slots?date=${date}`,
    );
    const { data } = (await slots.json()) as {
      data: {
        id: string;
        pricing_option_id: number;
        location: { name: string };
        starts_at: { format_24_hour: string };
      }[];
    };
    const slot = data.find(
      (row) => row.location.name === court && row.starts_at.format_24_hour === time,
    );
    expect(slot).toBeDefined();
    const held = await request.post('/api/activities/cart/add', {
      headers: { Authorization: `Bearer ${holder.token}` },
      data: {
        items: [
          {
            id: slot?.id,
            type: 'purchasableOccurrence',
            pricing_option_id: slot?.pricing_option_id,
          },
        ],
      },
    });
    expect(held.status()).toBe(200);

    await book.click();
    await expect(page.getByRole('alert').filter({ hasText: sessionFullCopy })).toBeVisible();
    await axe.check('timetable with the session-full alert');
    await expect(page.getByRole('link', { name: 'Shopping basket, 0 items' })).toBeVisible();
  });
});
