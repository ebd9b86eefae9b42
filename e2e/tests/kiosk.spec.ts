import { expect, test } from './support/accessible-page';

// A foyer kiosk at Swiss Cottage. The demo's kiosk home is the site's home page in kiosk mode for
// that venue, which opens on the venue's page; the test's clock stands in for 90 quiet seconds.
test('a kiosk left alone asks "Still there?", then goes back to its home page', async ({
  page,
  axe,
}) => {
  await page.clock.install();
  await page.goto('/pricing?kiosk=true&centre=swiss-cottage-leisure-centre');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership pricing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Kiosk Home' })).toBeVisible();

  await page.clock.fastForward('01:21');
  const dialog = page.getByRole('alertdialog', { name: 'Still there?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: "I'm still here" })).toBeFocused();
  await axe.check('kiosk: still there?');

  // Someone is: the question goes, and the quiet starts again.
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('01:21');
  await expect(dialog).toBeVisible();
  await page.clock.fastForward('00:11');
  await expect(page).toHaveURL(/\/location\/swiss-cottage-leisure-centre$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Swiss Cottage');
  await expect(page.locator('#select-venue')).toHaveCount(0);
});
