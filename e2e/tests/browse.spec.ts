import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

const swissCottage = 'swiss-cottage-leisure-centre';

/** From the venue page: open a root activity and choose one of its children. */
async function openActivity(page: Page, root: string, activity: string) {
  await page.goto(`/location/${swissCottage}`);
  await page.getByRole('button', { name: new RegExp(root) }).click();
  await page.getByRole('link', { name: activity, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: activity })).toBeVisible();
}

/**
 * Picks the first date after today (the window is today plus five days, by the server's clock)
 * whose timetable lists something, and returns the items' locator.
 */
async function pickDateWith(page: Page, testId: string) {
  const dates = page.getByRole('list', { name: 'Dates' }).getByRole('link');
  await expect(dates.first()).toBeVisible();
  const count = await dates.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await dates.nth(1).click();
  for (let index = 1; index < count; index += 1) {
    const items = page.getByTestId(testId);
    const empty = page.getByText('No results were found at this centre');
    await expect(items.first().or(empty)).toBeVisible();
    if (await items.first().isVisible()) return items;
    await page.getByRole('link', { name: /^Next day/ }).click();
  }
  throw new Error(`No date in the window lists any ${testId}`);
}

test.describe('browse: find a venue', () => {
  test('by name', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await page.locator('#search-venue').fill('SWISS cot');
    await expect(page.getByTestId('venue-card')).toHaveCount(1);
    await expect(page.getByTestId('venue-name')).toHaveText('Swiss Cottage Leisure Centre');
    await expect(page.getByTestId('venue-address')).toContainText('NW3 3NF');
    await page.getByTestId('venue-card').click();
    await expect(page).toHaveURL(new RegExp(`/location/${swissCottage}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Swiss Cottage Leisure Centre' }),
    ).toBeVisible();

    // The choice is remembered for "Book an activity".
    await page.goto('/redirect-to-selected-venue');
    await expect(page).toHaveURL(new RegExp(`/location/${swissCottage}$`));
  });

  test('by place, nearest first with the distance shown, on the map', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Powered by GeoNames')).toBeVisible();
    await expect(page.getByLabel('Within')).toHaveValue('5');
    await page.getByLabel('Near a place or postcode').fill('Manchester');
    await page.getByRole('button', { name: 'Manchester, England', exact: true }).click();
    await expect(page.getByTestId('venue-name').first()).toHaveText('Manchester Aquatics Centre');
    await expect(page.getByTestId('venue-distance').first()).toHaveText(/^\d+\.\d miles?$/);
    await expect(page.getByText(/within 5 miles of Manchester, nearest first/)).toBeVisible();
    await expect(page.getByTestId('venue-name').filter({ hasText: 'Swiss Cottage' })).toHaveCount(
      0,
    );
    await expect(
      page.getByTestId('venue-map').locator('[title="Manchester Aquatics Centre"]'),
    ).toBeVisible();
  });
});

test.describe('browse: open an activity, pick a date, filter the timetable', () => {
  test('a class', async ({ page }) => {
    await openActivity(page, 'Fitness Classes', 'Yoga');
    const classes = await pickDateWith(page, 'class');
    await expect(page).toHaveURL(/\/yoga\/\d{4}-\d{2}-\d{2}\/by-time$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Book an activityYoga',
    );
    const total = await classes.count();

    await page.getByLabel('Available only').check();
    await expect(classes).toHaveCount(
      await classes.filter({ has: page.getByRole('button', { name: /^Book / }) }).count(),
    );
    await page.getByLabel('Show all').check();
    await expect(classes).toHaveCount(total);

    const instructors = page.getByRole('group', { name: 'Instructors' }).getByRole('checkbox');
    const instructorLabel = page
      .getByRole('group', { name: 'Instructors' })
      .locator('label')
      .first();
    const instructor = (await instructorLabel.textContent()) ?? '';
    await instructors.first().check();
    for (const card of await classes.all()) await expect(card).toContainText(instructor);

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(classes).toHaveCount(total);
    await page.getByLabel('From').selectOption('23:00');
    await expect(page.getByText('No results were found at this centre')).toBeVisible();
  });

  test('a court slot', async ({ page }) => {
    await openActivity(page, 'Sports Hall Activities', 'Badminton 60min');
    const times = await pickDateWith(page, 'slot-time');
    await page.getByLabel('From').selectOption('18:00');
    await expect(times.first()).toContainText('18:00 – 19:00');

    await times.first().getByRole('button').click();
    await expect(page).toHaveURL(/\/by-time\/slot\/18:00-19:00\/[0-9a-f]{8}$/);
    const courts = page.getByTestId('slot-location');
    await expect(courts).toHaveCount(4);
    await expect(courts.first()).toContainText('Sports Hall, Court 1');
    await expect(courts.first()).toContainText('£12.85');

    await page.getByRole('link', { name: 'By court or lane' }).click();
    await expect(page).toHaveURL(/\/by-location$/);
    await expect(page.getByTestId('court')).toHaveCount(4);
    await page.getByLabel('Court or lane').selectOption({ label: 'Sports Hall, Court 2' });
    await expect(page.getByTestId('court')).toHaveCount(1);
    await expect(page.getByTestId('court')).toContainText('18:00 – 19:00');
  });

  test('a ticketed session', async ({ page }) => {
    await openActivity(page, 'Swimming', 'Public Swim');
    const sessions = await pickDateWith(page, 'ticket-session');
    await page.getByLabel('From').selectOption('12:00');
    const first = sessions.first();
    await expect(first).toContainText('12:00 – 13:00');
    await expect(first).toContainText('Adult');
    await expect(first).toContainText('£5.50');
    await expect(first).toContainText('Junior');
    await first.getByRole('button', { name: 'One more Adult ticket' }).click();
    await first.getByRole('button', { name: 'One more Junior ticket' }).click();
    await expect(first).toContainText('2 tickets: £8.50');
  });
});
