import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { londonDate } from './support/booking-data';
import { importVenueWithClass } from './support/imported-venue';
import { pressUntilFocused } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/sideways-scroll';

// Issue 43, item 10: the console must not mislead a manager. Moving Yoga onto Spin's time in the
// same studio warns, naming Spin, its time and the studio, before anything moves; the reports'
// chart labels stay legible, none over another, on a desk and on a phone; and a new class or
// location starts at the venue the manager is working in, else their own.

const demoPassword = 'LidoDemo2026!';

/** Signs the demo manager in (Dana, Swiss Cottage's duty manager), as the desk's log-in does. */
async function signInAsManager(page: Page) {
  const signedIn = await page.request.post('/api/auth/staff/login', {
    data: { username: 'manager@lido.example', password: demoPassword },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** `Sat 24 October`, as the week's day headings say a date. */
const dayHeading = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** `Sat 24 October 2026` (the day zero-padded), as the API's sentences say a date. */
function fullDate(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    day.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
  return `${part({ weekday: 'short' })} ${part({ day: '2-digit' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`;
}

/** The option a select shows as chosen. */
const chosenOption = (select: Locator) => select.locator('option:checked');

test('a manager moving Yoga onto Spin’s time in the same studio is warned before it moves, then new classes and locations start at that venue', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
  const date = londonDate(2);
  const slug = await importVenueWithClass(request, suffix, date, {
    classes: [
      { name: 'Yoga', startTime: '14:00', endTime: '15:00' },
      { name: 'Spin', startTime: '16:00', endTime: '17:00' },
    ],
  });
  const venueName = `Kentish Studios ${suffix}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsManager(page);

  await page.goto(`/admin/week?venue=${slug}&from=${date}`);
  const day = page.getByRole('region', { name: dayHeading(date) });
  const yoga = () => day.getByRole('button', { name: /^Yoga/ });
  const spin = day.getByRole('button', { name: /^Spin/ });
  await expect(yoga()).toContainText('14:00–15:00');
  await expect(spin).toContainText('16:00–17:00');
  await axe.check('the week of a venue with Yoga and Spin in one studio');

  // Dragged by its top onto Spin's top: the panel asks to move Yoga to 16:00.
  await yoga().dragTo(spin, { sourcePosition: { x: 12, y: 3 }, targetPosition: { x: 12, y: 3 } });
  const panel = page.getByRole('dialog', { name: 'Move Yoga' });
  await expect(panel.getByLabel('New start time', { exact: true })).toHaveValue('16:00');
  await panel.getByRole('button', { name: 'Move', exact: true }).click();
  const warning = panel.getByRole('alert');
  await expect(warning).toContainText(
    `Clash: Studio 1 is in use then: Spin is on ${fullDate(date)} from 16:00 to 17:00.`,
  );
  await expect(warning).toContainText('Move Yoga there anyway, or keep it where it is?');
  await axe.check('the move panel warning of Spin in the studio');
  await panel.getByRole('button', { name: 'Keep' }).click();
  await expect(panel).toHaveCount(0);
  // Nothing moved.
  await page.reload();
  await expect(yoga()).toContainText('14:00–15:00');

  // By keyboard alone: warned again, the manager goes ahead.
  const press = async (target: Locator) => {
    await pressUntilFocused(page, target);
    await page.keyboard.press('Enter');
  };
  await press(yoga());
  await expect(panel).toBeVisible();
  await pressUntilFocused(page, panel.getByLabel('New start time', { exact: true }));
  await page.keyboard.type('1600');
  await press(panel.getByRole('button', { name: 'Move', exact: true }));
  await expect(panel.getByRole('alert')).toContainText('Spin is on');
  const moveAnyway = panel.getByRole('button', { name: 'Move anyway' });
  await expect(moveAnyway).toBeFocused();
  await axe.check('the warning reached by keyboard');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: /Yoga moved to .* at 16:00\./ }),
  ).toBeVisible();
  await expect(yoga()).toContainText('16:00–17:00');
  await axe.check('Yoga moved beside Spin');

  // The venue the manager is working in is where a new class and a new location start.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await axe.check('the operator console');
  await page.getByRole('link', { name: 'Add a weekly class' }).click();
  const newClass = page.getByRole('form', { name: 'Add a weekly class' });
  await expect(chosenOption(newClass.getByLabel('Venue', { exact: true }))).toHaveText(venueName);
  await expect(chosenOption(newClass.getByLabel('Location', { exact: true }))).toHaveText(
    'Studio 1',
  );
  await axe.check('a new class, at the venue worked in');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await axe.check('the operator console again');
  await page.getByRole('link', { name: 'Add a location' }).click();
  const newLocation = page.getByRole('form', { name: 'Add a location' });
  await expect(chosenOption(newLocation.getByLabel('Venue', { exact: true }))).toHaveText(
    venueName,
  );
  await axe.check('a new location, at the venue worked in');
});

test('a new class and a new location start at the manager’s own venue before they work in another', async ({
  page,
  axe,
}) => {
  await signInAsManager(page);
  await page.goto('/admin/classes/new');
  const newClass = page.getByRole('form', { name: 'Add a weekly class' });
  await expect(chosenOption(newClass.getByLabel('Venue', { exact: true }))).toHaveText(
    'Swiss Cottage Leisure Centre',
  );
  await axe.check('a new class, at the manager’s own venue');
  await page.goto('/admin/locations/new');
  const newLocation = page.getByRole('form', { name: 'Add a location' });
  await expect(chosenOption(newLocation.getByLabel('Venue', { exact: true }))).toHaveText(
    'Swiss Cottage Leisure Centre',
  );
  await axe.check('a new location, at the manager’s own venue');
});

/**
 * The chart's labels, each whole on the screen and none overlapping another, and the same as
 * the first column of the table that gives its figures.
 */
async function expectLegibleLabels(page: Page, chart: Locator, table: Locator) {
  const width = page.viewportSize()!.width;
  const rowNames = await table.locator('tbody tr > :first-child').allTextContents();
  const labels = chart.getByTestId('chart-label');
  await expect(labels).toHaveText(rowNames.map((name) => name.trim()));
  expect(rowNames.length).toBeGreaterThan(1);
  const boxes = [];
  for (const label of await labels.all()) {
    // A legible size: 14 px or more.
    await expect(label).toHaveCSS('font-size', /^(1[4-9]|[2-9]\d)(\.\d+)?px$/);
    const box = (await label.boundingBox())!;
    boxes.push({ left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height });
  }
  for (const [index, box] of boxes.entries()) {
    expect(box.left, `label ${index} starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(box.right, `label ${index} ends on the screen`).toBeLessThanOrEqual(width);
    for (const other of boxes.slice(index + 1)) {
      const overlaps =
        box.left < other.right &&
        other.left < box.right &&
        box.top < other.bottom &&
        other.top < box.bottom;
      expect(overlaps, `label ${index} overlaps another`).toBe(false);
    }
  }
}

for (const width of [1280, 390]) {
  test(`the reports’ chart labels are legible and none overlaps another at ${width} px`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAsManager(page);
    await page.goto('/admin/reports');
    const utilisation = page.getByRole('region', { name: 'Bookings and utilisation' });
    const table = utilisation.getByRole('table');
    const chart = utilisation.getByRole('img', { name: /^Bar chart of utilisation by activity/ });
    await expect(table).toBeVisible();
    await expectLegibleLabels(page, chart, table);
    await expectNoSidewaysScroll(page);
    await axe.check(`this week’s reports by activity at ${width} px`);

    await utilisation.getByLabel('Group by', { exact: true }).selectOption({ label: 'Location' });
    const byLocation = utilisation.getByRole('img', {
      name: /^Bar chart of utilisation by location/,
    });
    await expect(byLocation).toBeVisible();
    await expectLegibleLabels(page, byLocation, table);
    await axe.check(`this week’s reports by location at ${width} px`);
  });
}
