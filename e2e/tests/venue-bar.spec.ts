import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { pressUntilFocused } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/sideways-scroll';

// Issue 43, item 2: the venue stays named after the venue page. Fourteen centres offer the same
// activities, so every page of one venue says which in its heading and title; on a phone the
// venue bar, the basket and the menu stay on screen as the page scrolls, and the venue changes
// from the bar without losing the activity.

const swissCottage = { slug: 'swiss-cottage-leisure-centre', name: 'Swiss Cottage Leisure Centre' };
const britannia = { slug: 'britannia-leisure-centre', name: 'Britannia Leisure Centre' };
// Finsbury has no pool: no Public Swim.
const finsbury = { slug: 'finsbury-leisure-centre', name: 'Finsbury Leisure Centre' };
const siteName = 'Lido Leisure';

const phones = [
  { width: 390, height: 844 },
  { width: 320, height: 568 },
];

const venueBarOf = (page: Page) => page.getByRole('navigation', { name: 'Venue' });

/**
 * How many venues the bar should offer from one of them: every other venue. Counted from the
 * API, because other journeys on the same server add venues of their own.
 */
async function otherVenueCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/activities/venues');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: unknown[] };
  return body.data.length - 1;
}

/** Scrolls to the page's end, further than the header is tall, so a header in the flow is gone. */
async function scrollToEnd(page: Page, header: Locator) {
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const headerHeight = (await header.boundingBox())?.height ?? 0;
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(headerHeight);
}

/** The page's main heading is below the header that stays on screen, not under it. */
async function expectHeadingUncovered(page: Page, header: Locator) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  const headerBox = await header.boundingBox();
  const headingBox = await heading.boundingBox();
  expect(headingBox?.y ?? -1).toBeGreaterThanOrEqual(
    (headerBox?.y ?? 0) + (headerBox?.height ?? 0),
  );
}

for (const viewport of phones) {
  test(`at ${viewport.width} px the venue is named on every page, stays in reach, and changes by keyboard keeping the activity`, async ({
    page,
    request,
    axe,
  }) => {
    // Three pages and two states at each of two sizes, each checked with axe.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const header = page.getByRole('banner');
    const bar = venueBarOf(page);
    const heading = page.getByRole('heading', { level: 1 });

    await page.goto(`/location/${swissCottage.slug}`);
    await expect(heading).toHaveText(swissCottage.name);
    await expect(bar.getByText(swissCottage.name)).toBeVisible();
    await expect(page).toHaveTitle(`Book an activity — ${swissCottage.name} — ${siteName}`);
    await expectNoSidewaysScroll(page);
    await axe.check('venue page with the venue bar');

    await page.getByRole('button', { name: /Fitness Classes/ }).click();
    await page.getByRole('link', { name: 'Yoga', exact: true }).click();
    await expect(heading).toHaveText(`Yoga at ${swissCottage.name}`);
    await expect(page).toHaveTitle(`Yoga — ${swissCottage.name} — ${siteName}`);
    // On the activity's pages the bar's name leads back to the venue's page.
    await expect(bar.getByRole('link', { name: swissCottage.name })).toHaveAttribute(
      'href',
      `/location/${swissCottage.slug}`,
    );
    await expectNoSidewaysScroll(page);
    await axe.check('activity page');

    await page.getByRole('list', { name: 'Dates' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/yoga\/\d{4}-\d{2}-\d{2}\/by-time$/);
    await expect(heading).toHaveText(`Yoga at ${swissCottage.name}`);
    await expect(page).toHaveTitle(
      new RegExp(`^Yoga — \\w{3} \\d{1,2} \\w{3} — ${swissCottage.name} — ${siteName}$`),
    );
    await expectNoSidewaysScroll(page);
    await axe.check('timetable');

    // Scrolled to the end, the venue, the basket and the menu are all still on the screen.
    await scrollToEnd(page, header);
    await expect(bar.getByText(swissCottage.name)).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: 'Change venue' })).toBeInViewport({ ratio: 1 });
    await expect(header.getByRole('link', { name: /^Shopping basket, / })).toBeInViewport({
      ratio: 1,
    });
    await expect(header.getByRole('button', { name: 'Menu' })).toBeInViewport({ ratio: 1 });
    await axe.check('timetable scrolled to its end');

    // By keyboard from the page's heading, back up to the bar: another venue, the same yoga.
    const change = bar.getByRole('button', { name: 'Change venue' });
    await pressUntilFocused(page, change, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(change).toHaveAttribute('aria-expanded', 'true');
    const venues = bar.getByRole('list', { name: 'Yoga at another venue' });
    await expect(venues.getByRole('link')).toHaveCount(await otherVenueCount(request));
    await expect(
      venues.getByRole('link', { name: new RegExp(`^${swissCottage.name}`) }),
    ).toHaveCount(0);
    // The list opens within the screen, whatever its width.
    const listBox = await bar.locator('.lido-venue-bar__panel').boundingBox();
    expect(listBox?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((listBox?.x ?? 0) + (listBox?.width ?? Infinity)).toBeLessThanOrEqual(viewport.width);
    await axe.check('venue bar with the other venues listed');

    await pressUntilFocused(
      page,
      venues.getByRole('link', { name: new RegExp(`^${britannia.name}`) }),
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/location/${britannia.slug}/yoga$`));
    await expect(heading).toHaveText(`Yoga at ${britannia.name}`);
    await expect(page).toHaveTitle(`Yoga — ${britannia.name} — ${siteName}`);
    await expect(bar.getByRole('link', { name: britannia.name })).toBeVisible();
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    // Focus is on the new page's heading, scrolled into view below the header, not under it.
    await expectHeadingUncovered(page, header);
    await axe.check('yoga at the venue changed to');

    // "Book an activity" now returns to the venue chosen.
    await page.goto('/redirect-to-selected-venue');
    await expect(page).toHaveURL(new RegExp(`/location/${britannia.slug}$`));
    await expect(heading).toHaveText(britannia.name);
  });
}

test('a venue without the activity opens on its own page, and says so', async ({
  page,
  request,
  axe,
}) => {
  await page.setViewportSize(phones[0]!);
  const bar = venueBarOf(page);
  await page.goto(`/location/${swissCottage.slug}/public-swim`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Public Swim at ${swissCottage.name}`,
  );
  await axe.check('public swim');
  const change = bar.getByRole('button', { name: 'Change venue' });
  await pressUntilFocused(page, change);
  await page.keyboard.press('Enter');
  const venues = bar.getByRole('list', { name: 'Public Swim at another venue' });
  await expect(venues.getByRole('link')).toHaveCount(await otherVenueCount(request));
  await pressUntilFocused(
    page,
    venues.getByRole('link', { name: new RegExp(`^${finsbury.name}`) }),
  );
  await axe.check('venue bar listing the venues for public swim');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/location/${finsbury.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(finsbury.name);
  await expect(
    page.getByText(`No Public Swim at ${finsbury.name}: choose another activity.`),
  ).toBeVisible();
  await axe.check('venue without the activity, saying so');
});

test('the header goes with the page where the screen is short, as on a phone on its side', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 844, height: 390 });
  const header = page.getByRole('banner');
  await page.goto(`/location/${swissCottage.slug}/yoga`);
  await expect(venueBarOf(page).getByText(swissCottage.name)).toBeVisible();
  await axe.check('activity page on a short screen');
  await scrollToEnd(page, header);
  await expect(header).not.toBeInViewport();
});
