import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { londonDate, testCards } from './support/booking-data';
import { customerPassword } from './support/customers';
import { pressUntilFocused } from './support/keyboard';

// Joining a membership online (issue 16): from the plans compared on /pricing, through an
// account, the bank details for the monthly Direct Debit (GoCardless, emulated in demo mode) and
// the first payment by card (the Opayo emulator), to a member who pays member prices and books
// further ahead. The bank details and payment steps are taken on a 320 px phone, the form by
// keyboard alone.

const venue = {
  id: 90001,
  slug: 'swiss-cottage-leisure-centre',
  name: 'Swiss Cottage Leisure Centre',
};
const joinAddress = new RegExp(`/join/501\\?venue=${venue.id}$`);
/** The GoCardless emulator's test account whose mandate and payments succeed. */
const bankAccount = { sortCode: '20-00-00', accountNumber: '55779911' };
const soleSignatory =
  'I am the account holder and the only person needed to authorise Direct Debits from this account';
/** A court's price in the demo (Badminton 60min): £12.85, or £9.80 for a member. */
const court = { activity: 'badminton-60min', price: '£12.85', memberPrice: '£9.80' };
const alex = { email: 'alex.morgan@example.com', password: 'LidoDemo2026!' };

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The dates of the court's timetable the browser's customer may view, as the API answers. */
async function viewableDates(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(
    `/api/activities/venue/${venue.slug}/activity-category/${court.activity}/dates`,
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { raw: string }[] }).data.map((date) => date.raw);
}

/** Compares the plans at Swiss Cottage and follows Lido Flex's Join link. */
async function chooseLidoFlex(page: Page, axe: { check: (state: string) => Promise<void> }) {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership pricing' })).toBeVisible();
  await page.getByLabel('Venue').selectOption({ label: venue.name });
  const plans = page.getByRole('list', { name: `Memberships at ${venue.name}` });
  const flex = plans.getByRole('article', { name: 'Lido Flex' });
  await expect(flex.getByRole('link', { name: 'Join Lido Flex' })).toBeVisible();
  // Lido Junior is sold at reception only: no link to join it here.
  const junior = plans.getByRole('article', { name: 'Lido Junior' });
  await expect(junior.getByText('Join at reception.', { exact: true })).toBeVisible();
  await expect(junior.getByRole('link')).toHaveCount(0);
  await axe.check('membership pricing with its Join links');
  await flex.getByRole('link', { name: 'Join Lido Flex' }).click();

  await expect(page).toHaveURL(joinAddress);
  await expect(page.getByRole('heading', { level: 1, name: 'Join Lido Flex' })).toBeFocused();
  await expect(page).toHaveTitle(`Join Lido Flex — ${venue.name} — Lido Leisure`);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Membership pricing' })).toBeVisible();
  await expect(trail.getByText('Lido Flex', { exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText('Joining fee £15.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Log in to join' })).toBeVisible();
  await axe.check('join page, signed out');
}

test.describe('joining a membership online', () => {
  // Registering, two emulated providers and a dozen axe checks: about 30 s alone.
  test.describe.configure({ timeout: 120_000 });

  test('a visitor joins Lido Flex, pays the first payment, and books as a member', async ({
    page,
    axe,
  }) => {
    // A new person each run: joining makes them a member, and the demo customers who are not
    // members (Priya, Jamie) are signed in as non-members by journeys running alongside.
    const person = {
      firstName: 'Robin',
      lastName: 'Shah',
      email: `e2e-join-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`,
    };
    const holder = `${person.firstName} ${person.lastName}`;

    await chooseLidoFlex(page, axe);
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Fjoin%2F501/);
    await expect(page.getByLabel('First name')).toBeVisible();
    await axe.check('register, on the way to joining');
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email address').fill(person.email);
    await page.getByLabel('Date of birth').fill('1993-11-30');
    await page.getByLabel('Password', { exact: true }).fill(customerPassword);
    await page.getByLabel('Confirm password').fill(customerPassword);
    await page.getByRole('button', { name: 'Create an account' }).click();

    // Back where they were, signed in: the bank details, on a phone, by keyboard.
    await expect(page).toHaveURL(joinAddress);
    // What a customer who is not a member sees, asked as this browser's customer.
    const datesBefore = await viewableDates(page.request);
    await page.setViewportSize({ width: 320, height: 720 });
    const holderName = page.getByLabel('Name on the account');
    await expect(holderName).toBeVisible();
    await expect(page.getByRole('region', { name: 'The Direct Debit Guarantee' })).toContainText(
      'GoCardless Ltd on behalf of Lido Leisure',
    );
    await axe.check('bank details at 320 px');
    await expectNoSidewaysScroll(page);

    const setUp = page.getByRole('button', { name: 'Set up Direct Debit' });
    await pressUntilFocused(page, setUp);
    await page.keyboard.press('Enter');
    // Each field says what it needs; focus goes to the first.
    await expect(holderName).toBeFocused();
    await expect(holderName).toHaveAccessibleDescription('Enter the name on the account.');
    await expect(page.getByRole('checkbox', { name: soleSignatory })).toHaveAccessibleDescription(
      'Only the account holder can set up this Direct Debit.',
    );
    await axe.check('bank details with their messages at 320 px');
    await expectNoSidewaysScroll(page);

    await page.keyboard.type(holder);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Sort code')).toBeFocused();
    await page.keyboard.type(bankAccount.sortCode);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Account number')).toBeFocused();
    await page.keyboard.type(bankAccount.accountNumber);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: soleSignatory })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: soleSignatory })).toBeChecked();
    await pressUntilFocused(page, setUp);
    await page.keyboard.press('Enter');

    // The first payment, with the membership kept in the address.
    await expect(page).toHaveURL(/\/join\/501\?venue=90001&membership=\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Your first payment' })).toBeFocused();
    const breakdown = page.getByTestId('payment-breakdown');
    await expect(breakdown).toContainText('Joining fee£15.00');
    await expect(breakdown).toContainText(/Membership to \w{3} \d{1,2} \w+ \d{4}£\d+\.\d\d/);
    await expect(breakdown).toContainText(/Total£\d+\.\d\d/);
    await expect(page.getByTestId('monthly-collection')).toContainText(
      /^Then £42\.00 a month by Direct Debit from \w{3} 1 \w+ \d{4}$/,
    );
    const account = page.getByTestId('direct-debit-details');
    await expect(account).toContainText(`Account holder${holder}`);
    await expect(account).toContainText('ending ••11');
    const pay = page.getByTestId('pay');
    await expect(pay).toBeEnabled();
    const total = (await breakdown.locator('.lido-joining__total dd').textContent()) ?? '';
    await expect(pay).toHaveText(`Pay ${total}`);
    await axe.check('first payment at 320 px');
    await expectNoSidewaysScroll(page);

    // A reload carries on from the same membership, not from the bank details.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your first payment' })).toBeVisible();
    await expect(page.getByTestId('pay')).toBeEnabled();
    await expect(page.getByLabel('Sort code')).toHaveCount(0);
    await axe.check('first payment, reloaded, at 320 px');

    const card = page.getByTestId('card-form');
    await card.getByLabel('Name on card').fill(holder);
    await card.getByLabel('Card number').fill(testCards.frictionless);
    await card.getByLabel('Expiry date (MMYY)').fill('1230');
    await card.getByLabel('Security code').fill('123');
    await page.getByTestId('pay').click();

    await expect(page).toHaveURL(/\/join\/confirmed\/\d+$/, { timeout: 20_000 });
    const welcome = page.getByRole('heading', { level: 1, name: 'Welcome to Lido Flex' });
    await expect(welcome).toBeFocused();
    await expect(page).toHaveTitle('Welcome to Lido Flex — Lido Leisure');
    await expect(page.getByTestId('membership-number')).toHaveText(
      /^Your membership number is M\d{7}$/,
    );
    const directDebit = page.getByRole('region', { name: 'Your Direct Debit' });
    await expect(directDebit).toContainText(/£42\.00 a month by Direct Debit from \w{3} 1 /);
    await expect(directDebit).toContainText(`Account holder${holder}`);
    await expect(page.getByRole('region', { name: 'The Direct Debit Guarantee' })).toContainText(
      'You can cancel a Direct Debit at any time by simply contacting your bank or building society.',
    );
    await axe.check('welcome at 320 px');
    await expectNoSidewaysScroll(page);
    const number = await page.getByTestId('membership-number').textContent();
    await page.reload();
    await expect(page.getByTestId('membership-number')).toHaveText(number ?? '');

    // My account lists the plan, active.
    await page.setViewportSize({ width: 1280, height: 800 });
    await axe.check('welcome, reloaded');
    await page.getByRole('link', { name: 'Go to My account' }).click();
    await expect(page.locator('#welcome')).toHaveText(`Welcome back, ${person.firstName}`);
    await axe.check('my account, a member now');
    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Memberships' })
      .click();
    const membership = page.getByRole('heading', { level: 3, name: 'Lido Flex' }).locator('..');
    await expect(membership).toContainText('StatusActive');
    await expect(membership).toContainText(`Home venue${venue.name}`);
    await axe.check('my memberships, just joined');

    // On a timetable: member prices, and two more days to book ahead.
    const date = londonDate(1);
    await page.goto(`/location/${venue.slug}/${court.activity}/${date}`);
    const times = page.getByTestId('slot-time');
    await expect(times.first()).toContainText(court.memberPrice);
    await expect(times.filter({ hasText: court.price })).toHaveCount(0);
    const dates = page.getByRole('navigation', { name: 'Dates' }).getByRole('listitem');
    await expect(dates).toHaveCount(datesBefore.length + 2);
    await axe.check('court timetable, as a member');
    const lastDate = page
      .getByRole('navigation', { name: 'Dates' })
      .getByRole('link')
      .filter({ has: page.locator('strong') })
      .last();
    await lastDate.click();
    const memberOnlyDate = (await viewableDates(page.request)).at(-1) ?? '';
    expect(datesBefore).not.toContain(memberOnlyDate);
    await expect(page).toHaveURL(new RegExp(`/${court.activity}/${memberOnlyDate}(/|$)`));
    await expect(page.getByTestId('slot-time').first()).toContainText(court.memberPrice);
    await axe.check('court timetable on a day only members can see yet');
  });

  test('a member already is told so, with the way to their membership', async ({ page, axe }) => {
    await chooseLidoFlex(page, axe);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fjoin%2F501/);
    await expect(page.locator('#username')).toBeVisible();
    await axe.check('log-in page, on the way to joining');
    await page.locator('#username').fill(alex.email);
    await page.locator('#password').fill(alex.password);
    await page.getByTestId('log-in').click();

    await expect(page).toHaveURL(joinAddress);
    await page.getByLabel('Name on the account').fill('Alex Morgan');
    await page.getByLabel('Sort code').fill(bankAccount.sortCode);
    await page.getByLabel('Account number').fill(bankAccount.accountNumber);
    await page.getByRole('checkbox', { name: soleSignatory }).check();
    await axe.check('bank details, filled in');
    await page.getByRole('button', { name: 'Set up Direct Debit' }).click();

    const problem = page.getByRole('alert').filter({ hasText: 'You already have a membership' });
    await expect(problem).toBeFocused();
    await expect(problem.getByRole('link', { name: 'See your memberships' })).toBeVisible();
    await expect(page).toHaveURL(joinAddress);
    await axe.check('bank details refused: a member already');
  });
});
