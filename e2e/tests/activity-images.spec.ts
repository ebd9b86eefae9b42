import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { londonDate } from './support/booking-data';
import { chooseFileByKeyboard, interceptFilePickers } from './support/file-picker';
import { importVenueWithClass } from './support/imported-venue';
import { pressUntilFocused } from './support/keyboard';
import { expectNoSidewaysScroll } from './support/sideways-scroll';

// Issue 43, item 11: cards lead with the activity. A duty manager on a phone, by keyboard alone,
// gives a venue's Fitness Classes an image on the console's Activities page (a file that is no
// picture is refused first, by the field) and sees its preview; a signed-out customer's venue
// page then shows it on the activity's card, served by Lido in the widths it keeps. The journey
// imports a venue of its own, so journeys running beside it never see its image.

const demoPassword = 'LidoDemo2026!';
/** A tennis court drawn from shapes (apps/api/…/activity-images/fixtures/README.md). */
const courtImage = fileURLToPath(
  new URL(
    '../../apps/api/src/contexts/venue-setup/activity-images/fixtures/court.jpg',
    import.meta.url,
  ),
);

test('a manager gives an activity an image by keyboard at 320 px, and the venue page shows it', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
  const slug = await importVenueWithClass(request, suffix, londonDate(2));

  await page.setViewportSize({ width: 320, height: 640 });
  interceptFilePickers(page);
  const press = async (target: Locator) => {
    await pressUntilFocused(page, target);
    await page.keyboard.press('Enter');
  };
  /** An image's own width once it has loaded: 0 until then, and for one that failed. */
  const loadedWidth = (image: Locator) =>
    image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth);

  await page.goto('/desk/login');
  await pressUntilFocused(page, page.getByLabel('Email address', { exact: true }));
  await page.keyboard.type('manager@lido.example');
  await pressUntilFocused(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demoPassword);
  await press(page.getByTestId('log-in'));
  await expect(page.getByRole('region', { name: 'Front desk' })).toBeVisible();
  await axe.check('the desk, signed in as a manager at 320 px');

  // The console's home leads to the Activities page.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await axe.check('the console’s home at 320 px');
  await press(page.getByRole('link', { name: 'Activities' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Activities' })).toBeVisible();
  await page.goto(`/admin/activities?venue=${slug}`);
  const group = page.getByRole('region', { name: 'Fitness Classes', exact: true });
  await expect(group.getByText('No image: customers’ pages show its icon.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pilates in Fitness Classes' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe.check('the console’s Activities page at 320 px');

  // A file named like a picture that is none: the API reads its bytes and refuses it by the field.
  const input = group.getByLabel('Image of Fitness Classes', { exact: true });
  await chooseFileByKeyboard(
    page,
    input,
    { name: 'timetable.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Mon 18:00 Pilates') },
    'Space',
  );
  await press(group.getByRole('button', { name: 'Upload the image of Fitness Classes' }));
  await expect(group.getByText('The image must be a JPEG, PNG or WebP.')).toBeVisible();
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await axe.check('the Activities page with a refused file');

  // The picture itself: saved, announced, and previewed as customers will see it.
  await chooseFileByKeyboard(page, input, courtImage, 'Space');
  await press(group.getByRole('button', { name: 'Upload the image of Fitness Classes' }));
  await expect(page.getByRole('status')).toHaveText(
    'The image of Fitness Classes has been saved: customers’ pages show it now.',
  );
  const preview = group.getByRole('img', { name: 'The image of Fitness Classes' });
  await expect(preview).toHaveAttribute('src', /^\/api\/activity-images\/[0-9a-f]{16}\/640$/);
  await expect.poll(() => loadedWidth(preview)).toBeGreaterThan(0);
  await expect(
    group.getByRole('button', { name: 'Replace the image of Fitness Classes' }),
  ).toBeFocused();
  await expect(
    group.getByRole('button', { name: 'Remove the image of Fitness Classes' }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await axe.check('the Activities page with the image saved');
  const field = (await preview.getAttribute('src'))!;
  const version = /\/api\/activity-images\/([0-9a-f]{16})\//.exec(field)![1]!;

  // A signed-out customer: the activity's card on the venue page shows the image, in its widths.
  await page.context().clearCookies();
  await page.goto(`/location/${slug}`);
  const card = page
    .locator('li')
    .filter({ has: page.getByText('Fitness Classes', { exact: true }) });
  const shown = card.locator(`img[src*="/api/activity-images/${version}/"]`).first();
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toHaveAttribute('srcset', new RegExp(`/${version}/320 320w`));
  await expect.poll(() => loadedWidth(shown)).toBeGreaterThan(0);
  await axe.check('the venue page with the activity’s image, signed out, at 320 px');

  const categories = await request.get(`/api/activities/venue/${slug}/categories`);
  const roots = (await categories.json()) as { data: Array<{ name: string; image: string }> };
  expect(roots.data.find((root) => root.name === 'Fitness Classes')?.image).toBe(field);
  const served = await request.get(`/api/activity-images/${version}/960`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});
