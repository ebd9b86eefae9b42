import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { AccessibilityChecks } from './support/accessible-page';
import { expect, test } from './support/accessible-page';
import { addedCopy, londonDate, type ClassRow } from './support/booking-data';
import { registerCustomer } from './support/customers';
import { pressUntilFocused } from './support/keyboard';

// The front desk at Swiss Cottage (issue 17): the receptionist signs in, finds the customer in
// front of them, books a class and a swim for them, takes cash with change and prints the
// receipt; then serves a walk-in without an account, paid by card on the terminal.

const venue = 'swiss-cottage-leisure-centre';
const swissCottage = 90001;
const demoPassword = 'LidoDemo2026!';
const serveCustomerFirst =
  'Choose the customer you are serving first: find them in the Front desk bar above.';

/** A yoga class and a family swim with room on one of the coming days. */
async function findClassAndSwim(request: APIRequestContext) {
  for (let days = 1; days <= 6; days++) {
    const date = londonDate(days);
    const classes = await request.get(
      `/api/activities/venue/${venue}/activity/yoga/v2/timetable?date=${date}`,
    );
    if (!classes.ok()) continue;
    const { data } = (await classes.json()) as { data: ClassRow[] };
    const yoga = data.find((row) => row.action_to_show.status === 'BOOK' && row.spaces > 0);
    if (yoga) return { date, yoga: `${yoga.name} at ${yoga.starts_at.format_24_hour}` };
  }
  throw new Error('No bookable yoga class in the coming days');
}

/** One adult ticket for the first family swim session shown on `date`. */
async function addFamilySwim(page: Page, axe: AccessibilityChecks, date: string) {
  await page.goto(`/location/${venue}/family-swim/${date}`);
  const session = page.getByTestId('ticket-session').first();
  await expect(session).toContainText('£3.90');
  await axe.check('family swim tickets at the desk');
  await session.getByRole('button', { name: 'One more Adult ticket' }).click();
  await session.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByText(addedCopy)).toBeVisible();
}

async function signInAtTheDesk(page: Page, axe: AccessibilityChecks) {
  await page.goto('/desk/login');
  await expect(page.getByRole('heading', { name: 'Staff log in' })).toBeVisible();
  await axe.check('staff log in');
  await page.getByLabel('Email address').fill('frontdesk@lido.example');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByTestId('log-in').click();
  // The desk opens the receptionist's own centre, not the list of every venue.
  await expect(page).toHaveURL(new RegExp(`/location/${venue}$`));
  await expect(page.getByRole('region', { name: 'Front desk' })).toBeVisible();
  await expect(page.getByLabel('Find a customer')).toBeVisible();
}

async function checkOut(page: Page, axe: AccessibilityChecks, items: number) {
  const basket = `Shopping basket, ${items} item${items > 1 ? 's' : ''}`;
  await page.getByRole('link', { name: basket }).click();
  await expect(page.getByTestId('basket-item')).toHaveCount(items);
  await axe.check('the served customer’s basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/basket\/checkout$/);
}

test.describe('the front desk', () => {
  test.describe.configure({ timeout: 120_000 });

  test('books a class and a swim for a customer, takes £20 cash for £12.40 and prints the receipt', async ({
    page,
    axe,
    request,
    browser,
  }) => {
    const customer = await registerCustomer(request, 'Morgan', { homeVenueId: swissCottage });
    const { date, yoga } = await findClassAndSwim(request);
    await signInAtTheDesk(page, axe);
    await axe.check('desk bar with nobody served');
    // A till is shared: Log out is on the header at a desktop's width, where there is no menu.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();

    // Book before choosing a customer: the desk says what to do, not the API's error.
    await page.goto(`/location/${venue}/yoga/${date}`);
    await page
      .getByTestId('class')
      .getByRole('button', { name: `Book ${yoga}` })
      .click();
    await expect(page.getByText(serveCustomerFirst)).toBeVisible();
    await axe.check('booking at the desk with nobody served');
    // The basket with nobody served says the same, rather than loading for ever.
    await page.goto('/basket');
    await expect(page.getByTestId('serve-customer-first')).toHaveText(serveCustomerFirst);
    await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
    await axe.check('desk basket with nobody served');

    const bar = page.getByRole('region', { name: 'Front desk' });
    await bar.getByLabel('Find a customer').fill(customer.email);
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect(bar.getByRole('list', { name: 'Customers found' })).toContainText('Morgan Booker');
    await axe.check('desk customer search results');
    await bar.getByRole('button', { name: 'Serve Morgan Booker' }).click();
    await expect(bar.getByRole('status')).toContainText('Serving Morgan Booker');

    await page.goto(`/location/${venue}/yoga/${date}`);
    await expect(
      page.getByRole('region', { name: 'Front desk' }).getByRole('status'),
    ).toContainText('Serving Morgan Booker');
    await axe.check('yoga timetable at the desk');
    await page
      .getByTestId('class')
      .getByRole('button', { name: `Book ${yoga}` })
      .click();
    await expect(page.getByText(addedCopy)).toBeVisible();
    await addFamilySwim(page, axe, date);

    await checkOut(page, axe, 2);
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
      'Total: £12.40',
    );
    await axe.check('desk checkout');
    await page.getByLabel('Amount').fill('20');
    await page.getByRole('button', { name: 'Add payment' }).click();
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText('Cash £20.00');
    await expect(page.getByTestId('change-due')).toHaveText('£7.60');
    await page.getByLabel('The customer accepts the terms and conditions').check();
    await axe.check('desk checkout with cash and change due');
    await page.getByRole('button', { name: 'Pay £12.40' }).click();

    await expect(page).toHaveURL(/\/desk\/orders\/\d+\/receipt$/);
    await expect(page.getByRole('status').filter({ hasText: 'Paid.' })).toHaveText(
      'Paid. Change due: £7.60.',
    );
    const receipt = page.getByRole('article', { name: /Receipt for order/ });
    await expect(receipt).toContainText('Morgan Booker');
    await expect(receipt).toContainText('Yoga');
    await expect(receipt).toContainText('Family Swim');
    await expect(receipt).toContainText('£12.40');
    await expect(receipt.getByRole('row', { name: /Cash/ })).toContainText('£20.00');
    await expect(receipt).toContainText('Served by Jordan Reid');
    await axe.check('desk receipt');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: /Print/ })).toBeHidden();
    // The picture in docs/screenshots/ is this one (a run does not rewrite the committed one).
    await page.screenshot({
      path: test.info().outputPath('desk-receipt-print.png'),
      fullPage: true,
    });
    await page.emulateMedia({ media: 'screen' });

    // The customer finds both bookings in My account.
    const theirs = await browser.newContext();
    const own = await theirs.newPage();
    await own.goto('/login');
    await own.locator('#username').fill(customer.email);
    await own.locator('#password').fill(customer.password);
    await own.getByTestId('log-in').click();
    await expect(own).toHaveURL(/\/my-account/);
    await own.goto('/my-account/bookings/upcoming');
    await expect(own.getByRole('main')).toContainText('Yoga');
    await expect(own.getByRole('main')).toContainText('Family Swim');
    await theirs.close();
  });

  test('serves a walk-in without an account, paid by card on the terminal, by keyboard alone at 320 px', async ({
    page,
    axe,
    request,
  }) => {
    const { date } = await findClassAndSwim(request);
    await page.setViewportSize({ width: 320, height: 640 });
    // Any pointer event would mean the journey is not keyboard-only.
    const pointerEvents: string[] = [];
    await page.exposeFunction('__lidoPointerUsed', (type: string) => pointerEvents.push(type));
    await page.addInitScript(`for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart'])
      addEventListener(type, (event) => {
        if (typeof window.__lidoPointerUsed === 'function') void window.__lidoPointerUsed(type);
      }, true);`);
    const { keyboard } = page;
    const press = async (target: Locator, key = 'Enter') => {
      await pressUntilFocused(page, target);
      await keyboard.press(key);
    };
    const type = async (target: Locator, text: string) => {
      await pressUntilFocused(page, target);
      await keyboard.type(text);
    };
    const fitsTheScreen = async () =>
      expect(
        await page.evaluate<number>('document.documentElement.scrollWidth'),
      ).toBeLessThanOrEqual(320);

    await page.goto('/desk/login');
    await expect(page.getByRole('heading', { name: 'Staff log in' })).toBeVisible();
    await axe.check('staff log in at 320 px');
    await type(page.getByLabel('Email address'), 'frontdesk@lido.example');
    await type(page.getByLabel('Password'), demoPassword);
    await keyboard.press('Enter');
    const bar = page.getByRole('region', { name: 'Front desk' });
    await expect(bar.getByLabel('Find a customer')).toBeVisible();
    await fitsTheScreen();
    await axe.check('desk bar at 320 px');
    await press(bar.getByRole('button', { name: 'Serve a walk-in' }));
    await expect(bar.getByRole('status')).toContainText('walk-in, no account');

    await page.goto(`/location/${venue}/family-swim/${date}`);
    const session = page.getByTestId('ticket-session').first();
    await expect(session).toContainText('£3.90');
    await axe.check('family swim tickets at the desk at 320 px');
    await press(session.getByRole('button', { name: 'One more Adult ticket' }));
    await press(session.getByRole('button', { name: /^Book / }));
    await expect(page.getByText(addedCopy)).toBeVisible();

    await press(page.getByRole('link', { name: 'Shopping basket, 1 item' }));
    await expect(page.getByTestId('basket-item')).toHaveCount(1);
    await axe.check('walk-in basket at 320 px');
    await press(page.getByRole('button', { name: 'Checkout' }));
    await expect(page).toHaveURL(/\/basket\/checkout$/);
    await expect(page.getByTestId('desk-left-to-pay')).toHaveText('£3.90');
    await fitsTheScreen();

    // Cash, Card on the terminal, …: one step down the list.
    await press(page.getByLabel('Payment type'), 'ArrowDown');
    await expect(page.getByLabel('Payment type')).toHaveValue('terminal');
    await press(page.getByRole('button', { name: 'Add payment' }));
    await expect(page.getByText("Enter the terminal receipt's reference.")).toBeVisible();
    await type(page.getByLabel('Terminal receipt reference'), 'T-48213');
    await press(page.getByRole('button', { name: 'Add payment' }));
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText(
      'Card on the terminal £3.90 (ref. T-48213)',
    );
    await expect(page.getByTestId('desk-left-to-pay')).toHaveText('£0.00');
    await press(page.getByLabel('The customer accepts the terms and conditions'), 'Space');
    await axe.check('desk checkout paid by terminal at 320 px');
    await press(page.getByRole('button', { name: 'Pay £3.90' }));

    const receipt = page.getByRole('article', { name: /Receipt for order/ });
    await expect(receipt).toContainText('Walk-in customer');
    await expect(receipt).toContainText('Card on the terminal');
    await fitsTheScreen();
    await axe.check('walk-in receipt at 320 px');

    // The swim is called off: refunded on the terminal, with the reason and its reference.
    const refund = page.getByRole('region', { name: 'Refund' });
    await press(refund.getByRole('checkbox', { name: /^Family Swim/ }), 'Space');
    await type(refund.getByLabel('Reason'), 'Pool closed for maintenance');
    await press(refund.getByRole('button', { name: 'Refund' }));
    await expect(
      refund.getByText("Enter the reference printed on the terminal's refund receipt."),
    ).toBeVisible();
    await type(refund.getByLabel(/Terminal refund reference/), 'R-77120');
    await press(refund.getByRole('button', { name: 'Refund' }));
    await expect(refund.getByRole('status')).toHaveText(
      'Refunded £3.90: £3.90 on the card terminal.',
    );
    await expect(receipt).toContainText('cancelled');
    await axe.check('walk-in refunded at 320 px');
    await press(page.getByRole('button', { name: 'Serve the next customer' }));
    await expect(page.getByLabel('Find a customer')).toBeVisible();
    expect(pointerEvents).toEqual([]);
  });
});
