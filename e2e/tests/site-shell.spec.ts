import { expect, test } from './support/accessible-page';
import { maintenanceBaseUrl } from '../playwright.config';

test.describe('the site shell', () => {
  test('the home page offers venue selection with the header and basket', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#select-venue')).toBeVisible();
    await expect(
      page.locator('#nav-links').getByRole('link', { name: 'Book an activity' }),
    ).toBeVisible();
    await expect(page.getByTestId('login')).toHaveText('Log in');
    await expect(page).toHaveTitle(/Lido/);
  });

  test('a trailing slash is removed by redirect, keeping the query', async ({ page }) => {
    await page.goto('/basket/?embedded=true');
    await expect(page).toHaveURL(/\/basket\?embedded=true$/);
  });

  test('a bare venue slug forwards to the venue page', async ({ page }) => {
    await page.goto('/swiss-cottage-leisure-centre');
    await expect(page).toHaveURL(/\/location\/swiss-cottage-leisure-centre$/);
    // The venue page itself, not only its address (the page's last check must not meet it loading).
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Swiss Cottage');
  });

  test('an unknown activity under a venue slug goes home with a toast', async ({ page }) => {
    await page.goto('/swiss-cottage-leisure-centre/underwater-hockey');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("We couldn't find the activity you are looking for")).toBeVisible();
  });

  test('asking for the selected venue before choosing one goes home with a warning', async ({
    page,
  }) => {
    // The warning shows for three seconds from when the page draws it, which on a busy machine
    // can be before `goto` returns: it is looked for from the start.
    const warning = expect(
      page.getByText('Please select a venue before booking an activity'),
    ).toBeVisible();
    await page.goto('/redirect-to-selected-venue');
    await warning;
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown route shows the dropped-the-ball page with a way home', async ({
    page,
    axe,
  }) => {
    await page.goto('/one/two/three/four/five/six');
    await expect(
      page.getByRole('heading', { name: 'We may have dropped the ball on this one' }),
    ).toBeVisible();
    await axe.check('not found');
    await expect(
      page.getByText(
        'The page failed to load correctly. Try refreshing the page or return to the home page.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go home' }).click();
    await expect(page.locator('#select-venue')).toBeVisible();
  });

  test('a part of the site that does not arrive offers a reload, not a blank page', async ({
    page,
    axe,
  }) => {
    // The pricing page's code is gone (a deploy replaced it): every try fails.
    await page.route(/\/assets\/pricing-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: 'A new version is available' })).toBeVisible({
      timeout: 15_000,
    });
    await axe.check('a part of the site did not load');
    // Back again, the reload brings the page.
    await page.unroute(/\/assets\/pricing-[\w-]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Membership pricing' })).toBeVisible();
  });

  test('a failing client configuration shows an error page', async ({ page }) => {
    await page.route('**/api/client', (route) =>
      route.fulfill({ status: 500, json: { message: 'Down' } }),
    );
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'We may have dropped the ball on this one' }),
    ).toBeVisible();
    await expect(page.locator('#select-venue')).toHaveCount(0);
  });

  test('a theme failure other than maintenance shows a general error page', async ({ page }) => {
    await page.route('**/api/frontend/theme**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Down' } }),
    );
    await page.goto('/');
    await expect(page.locator('#select-venue')).toHaveCount(0);
    await expect(
      page.getByText('Service disruption – Unable to access the site due to planned maintenance.'),
    ).toHaveCount(0);
    await expect(
      page.getByRole('heading', { name: 'We may have dropped the ball on this one' }),
    ).toBeVisible();
  });

  test('the site shows the maintenance page while the operator has maintenance on', async ({
    page,
  }) => {
    await page.goto(`${maintenanceBaseUrl}/`);
    await expect(
      page.getByText('Service disruption – Unable to access the site due to planned maintenance.'),
    ).toBeVisible();
    await expect(page.locator('#select-venue')).toHaveCount(0);
  });

  test('a venue with a theme of its own shows its logo and colours', async ({ page }) => {
    // The demo seed gives Britannia its own theme: teal, a pale header and its own logo.
    await page.goto('/location/britannia-leisure-centre');
    // Its logo shows once the app has the theme (the server's page shell draws an empty header).
    const header = page.getByRole('banner');
    const logo = header.getByRole('img');
    await expect(logo).toBeVisible();
    expect(decodeURIComponent((await logo.getAttribute('src')) ?? '')).toContain('>Britannia<');
    await expect(header).toHaveCSS('background-color', 'rgb(242, 251, 250)');
    await expect(header).toHaveCSS('border-bottom-color', 'rgb(11, 122, 117)');

    // A venue without one has the operator's theme.
    await page.goto('/location/swiss-cottage-leisure-centre');
    await expect(logo).toBeVisible();
    expect(decodeURIComponent((await logo.getAttribute('src')) ?? '')).toContain('>Lido<');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(header).toHaveCSS('border-bottom-color', 'rgb(140, 89, 248)');
  });

  test("a venue page shows the venue's footer, without scripts", async ({ page }) => {
    await page.goto('/location/swiss-cottage-leisure-centre');
    // The footer's own classes are not kept (no styling of the page from venue HTML).
    const footer = page.getByTestId('venue-footer');
    await expect(footer).toContainText('Adelaide Road');
    await expect(footer.locator('script')).toHaveCount(0);
  });
});
