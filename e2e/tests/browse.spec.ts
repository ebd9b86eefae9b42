import type { Page } from '@playwright/test';
import type { AccessibilityChecks } from './support/accessible-page';
import { expect, test } from './support/accessible-page';

const swissCottage = 'swiss-cottage-leisure-centre';

/** From the venue page: open a root activity and choose one of its children. */
async function openActivity(page: Page, axe: AccessibilityChecks, root: string, activity: string) {
  await page.goto(`/location/${swissCottage}`);
  const group = page.getByRole('button', { name: new RegExp(root) });
  await expect(group).toBeVisible();
  await axe.check('venue');
  await group.click();
  await axe.check(`venue with ${root} open`);
  await page.getByRole('link', { name: activity, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: activity })).toBeVisible();
}

/**
 * Picks the first date after today (the window is today plus five days, by the server's clock)
 * whose timetable lists something, and returns the items' locator.
 */
async function pickDateWith(page: Page, axe: AccessibilityChecks, testId: string) {
  const dates = page.getByRole('list', { name: 'Dates' }).getByRole('link');
  await expect(dates.first()).toBeVisible();
  const count = await dates.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await axe.check('activity');
  await dates.nth(1).click();
  for (let index = 1; index < count; index += 1) {
    const items = page.getByTestId(testId);
    const empty = page.getByText('No results were found at this centre');
    await expect(items.first().or(empty)).toBeVisible();
    await axe.check(`timetable listing ${testId}`);
    if (await items.first().isVisible()) return items;
    await page.getByRole('link', { name: /^Next day/ }).click();
  }
  throw new Error(`No date in the window lists any ${testId}`);
}

test.describe('browse: find a venue', () => {
  test('by name', async ({ page, axe }) => {
    await page.goto('/');
    await expect(page.getByTestId('venue-card').first()).toBeVisible();
    await axe.check('home');
    await page.locator('#search-venue').fill('SWISS cot');
    await expect(page.getByTestId('venue-card')).toHaveCount(1);
    await axe.check('home searching by name');
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
    // The address changes before the venue page has drawn: the check at the journey's end waits
    // for the page itself.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Swiss Cottage Leisure Centre' }),
    ).toBeVisible();
  });

  test('by place, nearest first with the distance shown, on the map', async ({ page, axe }) => {
    await page.goto('/');
    await expect(page.getByText('Powered by GeoNames')).toBeVisible();
    await axe.check('home');
    await expect(page.getByLabel('Within')).toHaveValue('5');
    await page.getByLabel('Near a place or postcode').fill('Manchester');
    const manchester = page.getByRole('button', { name: 'Manchester, England', exact: true });
    await expect(manchester).toBeVisible();
    await axe.check('home with place suggestions');
    await manchester.click();
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
  // Each journey checks many page states with axe (the class one reloads too): longer than one
  // default timeout on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a class', async ({ page, axe }) => {
    await openActivity(page, axe, 'Fitness Classes', 'Yoga');
    const classes = await pickDateWith(page, axe, 'class');
    await expect(page).toHaveURL(/\/yoga\/\d{4}-\d{2}-\d{2}\/by-time$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'Book an activityYoga',
    );
    // Classes show what can be booked by default (SPEC.md section 4); Show all adds the rest.
    await expect(page.getByLabel('Available only')).toBeChecked();
    await expect(classes).toHaveCount(
      await classes
        .filter({ has: page.getByRole('button', { name: /^(Book|Join the waitlist) / }) })
        .count(),
    );
    await page.getByLabel('Show all').check();
    await expect(page).toHaveURL(/\?show=all$/);
    const total = await classes.count();
    await page.getByLabel('Available only').check();
    await expect(page).toHaveURL(/\/by-time$/);
    const available = await classes.count();
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
    // The filters live in the address: a reload (or a shared link) shows the same selection.
    await expect(page).toHaveURL(/\?show=all&instructor=\d+$/);
    await page.reload();
    await expect(instructors.first()).toBeChecked();
    for (const card of await classes.all()) await expect(card).toContainText(instructor);

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(classes).toHaveCount(available);
    await page.getByLabel('From').selectOption('23:00');
    await expect(page.getByText('No results were found at this centre')).toBeVisible();
  });

  test('a court slot', async ({ page, axe }) => {
    await openActivity(page, axe, 'Sports Hall Activities', 'Badminton 60min');
    const times = await pickDateWith(page, axe, 'slot-time');
    await page.getByLabel('From').selectOption('18:00');
    await expect(times.first()).toContainText('18:00 – 19:00');

    await times.first().getByRole('button').click();
    // The time filter travels with the link, so Back shows the same times.
    await expect(page).toHaveURL(/\/by-time\/slot\/18:00-19:00\/[0-9a-f]{8}\?from=18%3A00$/);
    const courts = page.getByTestId('slot-location');
    await expect(courts).toHaveCount(4);
    await expect(courts.first()).toContainText('Sports Hall, Court 1');
    await expect(courts.first()).toContainText('£12.85');
    await axe.check('courts at a time');

    await page.getByRole('link', { name: 'By court or lane' }).click();
    await expect(page).toHaveURL(/\/by-location\?from=18%3A00$/);
    await expect(page.getByTestId('court')).toHaveCount(4);
    await axe.check('timetable by court');
    await page.getByLabel('Court or lane').selectOption({ label: 'Sports Hall, Court 2' });
    await expect(page.getByTestId('court')).toHaveCount(1);
    await expect(page.getByTestId('court')).toContainText('18:00 – 19:00');
  });

  test('a ticketed session', async ({ page, axe }) => {
    await openActivity(page, axe, 'Swimming', 'Public Swim');
    const sessions = await pickDateWith(page, axe, 'ticket-session');
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
