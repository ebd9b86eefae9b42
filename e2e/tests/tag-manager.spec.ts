import type { Page } from '@playwright/test';
import { tagManagerBaseUrl } from '../playwright.config';
import { pressUntilFocused } from './support/keyboard';
import { expect, test } from './support/accessible-page';

// An operator with a Google Tag Manager container (the third server's demo operator has
// GTM-LIDODEMO). Google is never contacted: each journey answers www.googletagmanager.com with a
// tiny stand-in container. That is the third party's answer, not Lido's; everything from Lido
// is real. The stand-in runs only if the page's Content-Security-Policy lets the container in.

const CONTAINER = 'https://www.googletagmanager.com/gtm.js?id=GTM-LIDODEMO';
const standInContainer =
  'window.lidoStandInContainerRuns = (window.lidoStandInContainerRuns || 0) + 1;';

/** Every request the page makes to anywhere but Lido, in order. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== tagManagerBaseUrl) requested.push(url);
  });
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: standInContainer }),
  );
  return requested;
}

const containerScript = (page: Page) =>
  page.locator('script[src^="https://www.googletagmanager.com/"]');

const containerRuns = (page: Page) => page.evaluate<number>('window.lidoStandInContainerRuns ?? 0');

/** The gtag commands on the data layer (Tag Manager reads them as `arguments` objects). */
const consentCommands = (page: Page) =>
  page.evaluate<unknown[][]>(
    `(window.dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry))`,
  );

const bannerHeading = (page: Page) =>
  page.getByRole('region', { name: 'Cookies' }).getByRole('heading', {
    name: 'Cookies on Lido Leisure',
  });

test('a phone visitor is asked first, and the tag manager loads only after they accept', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const thirdParties = await watchThirdParties(page);
  await page.goto(`${tagManagerBaseUrl}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
  await expect(bannerHeading(page)).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept analytics cookies' });
  const reject = page.getByRole('button', { name: 'Reject analytics cookies' });
  await expect(accept).toBeInViewport();
  await expect(reject).toBeInViewport();
  await axe.check('cookie banner on a phone');

  // Before consent: no container on the page, and nothing asked of Google or anyone else.
  await expect(containerScript(page)).toHaveCount(0);
  expect(thirdParties).toEqual([]);
  expect(await containerRuns(page)).toBe(0);

  // It fits 320 px, and the page's content can all be scrolled out from under it: the last
  // venue in the list can be reached, and at the end of the page it covers nothing of the page.
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
    320,
  );
  await page.locator('#venue-list').getByRole('link').last().click({ trial: true });
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const main = await page.locator('#main-content').boundingBox();
  const banner = await page.getByRole('region', { name: 'Cookies' }).boundingBox();
  expect(banner!.y).toBeGreaterThanOrEqual(main!.y + main!.height - 1);

  // With the keyboard alone.
  await pressUntilFocused(page, accept);
  await page.keyboard.press('Enter');

  await expect(containerScript(page)).toHaveAttribute('src', CONTAINER);
  await expect(containerScript(page)).toHaveCount(1);
  await expect.poll(() => containerRuns(page)).toBe(1);
  expect(thirdParties).toEqual([CONTAINER]);
  expect(await consentCommands(page)).toEqual([
    [
      'consent',
      'default',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ],
  ]);
  await expect(bannerHeading(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
  await expect(page.getByText('You’ve accepted analytics cookies.')).toBeVisible();
  await axe.check('analytics cookies accepted');

  // The answer is remembered: the next page load starts the container without asking.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(containerScript(page)).toHaveAttribute('src', CONTAINER);
  await expect.poll(() => containerRuns(page)).toBe(1);
  await expect(bannerHeading(page)).toHaveCount(0);
  expect(thirdParties).toEqual([CONTAINER, CONTAINER]);
});

test('a visitor who rejects gets no tags, on this page or the next', async ({ page, axe }) => {
  const thirdParties = await watchThirdParties(page);
  await page.goto(`${tagManagerBaseUrl}/location/swiss-cottage-leisure-centre`);
  await expect(bannerHeading(page)).toBeVisible();
  await axe.check('cookie banner on a venue page');
  await page.getByRole('button', { name: 'Reject analytics cookies' }).click();

  await expect(page.getByText('You’ve rejected analytics cookies.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeFocused();
  await axe.check('analytics cookies rejected');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Swiss Cottage');
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(bannerHeading(page)).toHaveCount(0);
  await expect(containerScript(page)).toHaveCount(0);
  expect(await containerRuns(page)).toBe(0);
  expect(thirdParties).toEqual([]);
});

test('withdrawing consent in Cookie settings stops the tags from the next page load', async ({
  page,
  axe,
}) => {
  const thirdParties = await watchThirdParties(page);
  await page.goto(`${tagManagerBaseUrl}/`);
  await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
  await expect.poll(() => containerRuns(page)).toBe(1);

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(bannerHeading(page)).toBeFocused();
  await expect(page.getByText('At the moment you accept analytics cookies.')).toBeVisible();
  await axe.check('cookie settings reopened');
  await page.getByRole('button', { name: 'Reject analytics cookies' }).click();
  await expect(
    page.getByText(
      'You’ve rejected analytics cookies. Tags already running stop when you next load a page.',
    ),
  ).toBeVisible();
  // The container already running is told at once that analytics storage is denied.
  expect((await consentCommands(page)).at(-1)).toEqual([
    'consent',
    'update',
    { analytics_storage: 'denied' },
  ]);
  await axe.check('analytics cookies withdrawn');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  await expect(containerScript(page)).toHaveCount(0);
  expect(await containerRuns(page)).toBe(0);
  expect(thirdParties).toEqual([CONTAINER]);
});

test('a kiosk shows no banner and runs no tags, even where this browser accepted them', async ({
  page,
  axe,
}) => {
  const thirdParties = await watchThirdParties(page);
  await page.goto(`${tagManagerBaseUrl}/`);
  await page.getByRole('button', { name: 'Accept analytics cookies' }).click();
  await expect.poll(() => containerRuns(page)).toBe(1);
  await axe.check('analytics cookies accepted before kiosk mode');
  thirdParties.length = 0;

  await page.goto(`${tagManagerBaseUrl}/?kiosk=true&centre=swiss-cottage-leisure-centre`);
  await expect(page.getByRole('link', { name: 'Back to Kiosk Home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Swiss Cottage');
  // Everything the page asks for has arrived; a banner (or its chunk) would have by now.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  await expect(containerScript(page)).toHaveCount(0);
  expect(await containerRuns(page)).toBe(0);
  expect(thirdParties).toEqual([]);
  await axe.check('kiosk without tags');
});
