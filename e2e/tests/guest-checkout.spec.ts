import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import {
  addedCopy,
  londonDate,
  orderCompletedCopy,
  testCards,
  type ClassRow,
} from './support/booking-data';

// Anonymous booking (issue 43, item 12): a visitor who never signs in books and pays for a
// class, says who is booking at the checkout, gets the confirmation page and the email, and
// keeps the booking in an account with the email's link. Britannia's yoga: no other journey
// books it.

const venue = 'britannia-leisure-centre';
const activity = 'yoga';

/** The first yoga class a visitor can book in the coming days, as its date and Book subject. */
async function findBookableClass(request: APIRequestContext) {
  for (let days = 1; days <= 7; days++) {
    const date = londonDate(days);
    const response = await request.get(
      `/api/activities/venue/${venue}/activity/${activity}/v2/timetable?date=${date}`,
    );
    if (!response.ok()) continue;
    const { data } = (await response.json()) as {
      data: (ClassRow & { allows_anonymous_bookings: boolean })[];
    };
    const row = data.find(
      (item) =>
        item.action_to_show.status === 'BOOK' && item.spaces > 0 && item.allows_anonymous_bookings,
    );
    if (row) return { date, subject: `${row.name} at ${row.starts_at.format_24_hour}` };
  }
  throw new Error(`No ${activity} class at ${venue} a visitor can book in the next week`);
}

interface MailboxEmail {
  subject: string;
  links: string[];
}

async function emailsTo(request: APIRequestContext, to: string): Promise<MailboxEmail[]> {
  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(mailbox.ok()).toBe(true);
  return ((await mailbox.json()) as { data: MailboxEmail[] }).data;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );

test('a visitor books and pays for a class without an account, then keeps it in one', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const email = `guest-${Date.now()}@example.org`;
  const { date, subject } = await findBookableClass(request);

  await page.goto(`/location/${venue}/${activity}/${date}`);
  const book = page.getByTestId('class').getByRole('button', { name: `Book ${subject}` });
  await expect(book).toBeVisible();
  await axe.check('timetable, signed out');
  await book.click();
  await expect(page.getByText(addedCopy)).toBeVisible();
  await page.getByRole('link', { name: 'Shopping basket, 1 item' }).click();
  await expect(page.getByTestId('basket-item')).toHaveCount(1);
  await axe.check('basket, signed out');
  await page.getByRole('button', { name: 'Checkout' }).click();

  // The checkout asks who is booking: no log-in, no card until then.
  await expect(page).toHaveURL(/\/basket\/checkout$/);
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toBeVisible();
  await expect(page.getByTestId('card-form')).toHaveCount(0);
  await axe.check('checkout, your details');

  // A phone that is not British is refused beside its field, and focus goes to it.
  const form = details.getByRole('form', { name: 'Your details' });
  await form.getByLabel('First name').fill('Maya');
  await form.getByLabel('Last name').fill('Patel');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Phone').fill('12345');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByLabel('Phone')).toBeFocused();
  await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await axe.check('checkout, your details refused');
  // By keyboard alone from here: the corrected number, then Enter sends the form.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('07700 900123');
  await page.keyboard.press('Enter');

  const summary = page.getByTestId('visitor-summary');
  await expect(summary).toHaveText(`Booking as Maya Patel, ${email}, 07700 900123`);
  await expect(summary).toBeFocused();

  // The card, with nowhere to save it: a visitor has no account to keep it in.
  const card = page.getByTestId('card-form');
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Save this card for next time')).toHaveCount(0);
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Maya');
  await axe.check('checkout, card');

  // What is agreed to is stated before paying (item 3): the class's cancellation policy, with
  // refunds to the card (a visitor has no account credit), and the terms a click away.
  const agreed = page.getByTestId('before-you-pay');
  await expect(agreed.getByRole('listitem')).toContainText(
    /^Yoga: Cancel .*to the card you paid with\./,
  );
  await agreed.getByRole('button', { name: 'Read the terms and conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and conditions' });
  await expect(terms.getByRole('heading', { name: 'Booking terms and conditions' })).toBeVisible();
  await axe.check('checkout, terms and conditions');
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();
  await expect(agreed.getByRole('button', { name: 'Read the terms and conditions' })).toBeFocused();
  await page.getByLabel('Address line 1').fill('40 Pitfield Street');
  await page.getByLabel('Town or city').fill('London');
  await page.getByLabel('Postcode').fill('N1 6EU');
  await card.getByLabel('Name on card').fill('Maya Patel');
  await card.getByLabel('Card number').fill(testCards.frictionless);
  await card.getByLabel('Expiry date (MMYY)').fill('1230');
  await card.getByLabel('Security code').fill('123');
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByTestId('pay').click();

  // The confirmation opens signed out, with the order's own key in its address.
  await expect(page.getByText(orderCompletedCopy)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+\?order_token=[\w-]+$/);
  const [name = '', time = ''] = subject.split(' at ');
  const booking = page.getByTestId('confirmed-booking');
  await expect(booking).toContainText(name);
  await expect(booking).toContainText(time);
  await expect(booking).toContainText('Maya Patel');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await axe.check('booking confirmed, signed out');

  // The email: the confirmation, its link back, and the link to keep the bookings.
  await expect
    .poll(async () =>
      (await emailsTo(request, email)).some((mail) => /confirmed/i.test(mail.subject)),
    )
    .toBe(true);
  const confirmation = (await emailsTo(request, email)).find((mail) =>
    /confirmed/i.test(mail.subject),
  );
  expect(
    confirmation?.links.some((href) => /\/booking-confirmed\/\d+\?order_token=/.test(href)),
  ).toBe(true);
  const claimLink = confirmation?.links.find((href) =>
    href.includes('/claim-bookings?claim_token='),
  );
  expect(claimLink).toBeDefined();

  // On the smallest phone: a password keeps the booking in a new account, signed in.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(claimLink!);
  await expect(page.getByRole('heading', { name: 'Keep your bookings' })).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(0);
  await axe.check('keep your bookings at 320 px');
  const password = 'a lido swim before breakfast';
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(password);
  await page.getByRole('button', { name: 'Keep my bookings' }).click();
  await expect(
    page.getByText('Your account is ready and your bookings are in it. You are now logged in.'),
  ).toBeFocused();
  await axe.check('bookings kept at 320 px');

  await page.getByRole('link', { name: 'My bookings' }).click();
  const rows = page.getByTestId('booking-row');
  await expect(rows.filter({ hasText: name })).toHaveCount(1);
  await axe.check('my bookings after keeping them');
});

test('a visitor who picks a court is told why it needs an account before logging in', async ({
  page,
  axe,
}) => {
  await page.goto(`/location/${venue}/badminton-60min/${londonDate(2)}/by-location`);
  const book = page.getByRole('button', { name: /^Book / }).first();
  await expect(book).toBeVisible();
  await axe.check('court timetable, signed out');
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toContainText('Log in to book courts: we need an account for court hire');
  await axe.check('log-in dialog saying why courts need an account');
});
