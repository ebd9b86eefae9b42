import type { Page } from '@playwright/test';
import { registerCustomer } from './support/customers';
import { expect, test } from './support/accessible-page';

// The three sites by host name (SPEC.md section 1): locally, `bookings.`, `my-account.` and
// `join.` under a `.localhost` name are told apart with no configuration, and share the sign-in
// on the parent name. Chromium resolves every *.localhost to this machine.

test.describe.configure({ timeout: 60_000 });

function siteOrigin(baseURL: string | undefined, site: 'bookings' | 'my-account' | 'join') {
  const { port } = new URL(baseURL ?? '');
  return `http://${site}.lido.localhost:${port}`;
}

async function logInWithModal(
  page: Page,
  email: string,
  password: string,
  logInButton = page.getByTestId('login'),
) {
  await logInButton.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.locator('#username').fill(email);
  await dialog.locator('#password').fill(password);
  await dialog.getByTestId('log-in').click();
  await expect(dialog).toBeHidden();
}

test('signing in on the bookings site signs in on My account; signing out there is noticed', async ({
  page,
  axe,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request, 'Robin');
  const bookings = siteOrigin(baseURL, 'bookings');
  const myAccount = siteOrigin(baseURL, 'my-account');

  await page.goto(`${bookings}/location/britannia-leisure-centre`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Britannia');
  await axe.check('venue page on the bookings site');
  await logInWithModal(page, customer.email, customer.password);

  // My account is another site: its link goes there, and the visitor arrives signed in.
  const myAccountLink = page.locator('#my-account');
  await expect(myAccountLink).toHaveAttribute('href', `${myAccount}/my-account`);
  await myAccountLink.click();
  await expect(page).toHaveURL(`${myAccount}/my-account`);
  await expect(page.getByText(`Welcome back, ${customer.firstName}`)).toBeVisible();
  await axe.check('My account dashboard on the my-account site');

  // Links back to booking pages cross again.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book an activity' }),
  ).toHaveAttribute('href', `${bookings}/redirect-to-selected-venue`);

  // The bookings site stays open in another tab; signing out on My account is noticed there
  // within the 5-second recheck (SPEC.md section 4).
  const bookingsTab = await page.context().newPage();
  await bookingsTab.goto(`${bookings}/basket`);
  await expect(bookingsTab.locator('#my-account')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page.getByTestId('login')).toBeVisible();
  await bookingsTab.bringToFront();
  await expect(bookingsTab.getByTestId('login')).toBeVisible({ timeout: 5_000 + 2_000 });
  await bookingsTab.close();
});

test('a page of another site asked of the wrong one opens on its own site', async ({
  page,
  axe,
  baseURL,
}) => {
  await page.goto(`${siteOrigin(baseURL, 'my-account')}/pricing`);
  await expect(page).toHaveURL(`${siteOrigin(baseURL, 'join')}/pricing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership pricing' })).toBeVisible();
  await axe.check('membership pricing on the online-joining site');
});

test("each site's root opens its own front page (issue 43, item 13)", async ({
  page,
  axe,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request, 'Kit');
  const myAccount = siteOrigin(baseURL, 'my-account');
  // Signed out, My account's own sign-in, on the my-account site, coming back to My account.
  await page.goto(`${myAccount}/`);
  await expect(page).toHaveURL(`${myAccount}/login?redirect=%2Fmy-account`);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await axe.check("My account's sign-in at the my-account site's root");
  await page.locator('#username').fill(customer.email);
  await page.locator('#password').fill(customer.password);
  await page.getByTestId('log-in').click();
  await expect(page).toHaveURL(`${myAccount}/my-account`);
  await expect(page.getByText(`Welcome back, ${customer.firstName}`)).toBeVisible();

  const join = siteOrigin(baseURL, 'join');
  await page.goto(`${join}/`);
  await expect(page).toHaveURL(`${join}/pricing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership pricing' })).toBeVisible();
  await axe.check("the online-joining site's root");

  // The bookings site's root is the venue picker, as it was.
  const bookings = siteOrigin(baseURL, 'bookings');
  await page.goto(`${bookings}/`);
  await expect(page).toHaveURL(`${bookings}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Select a venue' })).toBeVisible();
  await axe.check("the bookings site's root");

  // Signed in, my-account's root is the dashboard.
  await page.goto(`${myAccount}/`);
  await expect(page).toHaveURL(`${myAccount}/my-account`);
  await expect(page.getByText(`Welcome back, ${customer.firstName}`)).toBeVisible();
  await axe.check("the my-account site's root, signed in");
});

test('an embedded page links to My account with embedded=true', async ({
  page,
  axe,
  baseURL,
  request,
}) => {
  const customer = await registerCustomer(request, 'Ash');
  await page.goto(
    `${siteOrigin(baseURL, 'bookings')}/location/britannia-leisure-centre?embedded=true`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Britannia');
  const embeddedBar = page.getByRole('navigation', { name: 'Basket and account' });
  await axe.check('embedded venue page on the bookings site');
  await logInWithModal(
    page,
    customer.email,
    customer.password,
    embeddedBar.getByRole('button', { name: 'Log in' }),
  );
  const myAccountLink = embeddedBar.getByRole('link', { name: 'My account' });
  await expect(myAccountLink).toHaveAttribute(
    'href',
    `${siteOrigin(baseURL, 'my-account')}/my-account?embedded=true`,
  );
  await myAccountLink.click();
  await expect(page.getByText(`Welcome back, ${customer.firstName}`)).toBeVisible();
  // Still embedded on arrival: no header, the compact row instead.
  await expect(page.getByRole('navigation', { name: 'Basket and account' })).toBeVisible();
  await expect(page.locator('header.lido-header')).toHaveCount(0);
  await axe.check('embedded My account on the my-account site');
});
