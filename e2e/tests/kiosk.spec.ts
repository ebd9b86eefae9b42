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
  // Kiosk mode's own part (the idle guard with it) loads after the page: the quiet is counted
  // from when it is there.
  await expect(
    page.getByRole('region', { name: 'Kiosk' }).getByRole('button', { name: 'Leave kiosk mode' }),
  ).toBeVisible();

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

/**
 * The buttons, links and fields a finger can press on the page, and those of them smaller than
 * 48 × 48 CSS px; run in the page (the journeys are typed without the DOM's types).
 */
const touchTargets = `(() => {
  const controls = [...document.querySelectorAll(
    'button, a[href]:not([data-kiosk-inert]), input:not([type="hidden"]), select, textarea',
  )].filter((control) => control.checkVisibility() && !control.closest('.lido-visually-hidden'));
  const small = controls
    .map((control) => ({ control, box: control.getBoundingClientRect() }))
    .filter(({ box }) => box.width < 47.5 || box.height < 47.5)
    .map(({ control, box }) => control.outerHTML.slice(0, 80) + ' ' + box.width + '×' + box.height);
  return { count: controls.length, small };
})()`;

// Swiss Cottage's foyer kiosk through a day: reloaded, tapped on a footer link to another site,
// and taken out of kiosk mode by staff with the demo's PIN.
test('a kiosk stays one until staff leave it with the PIN, and never lets anyone off the site', async ({
  page,
  axe,
  baseURL,
}) => {
  const backToKioskHome = page.getByRole('link', { name: 'Back to Kiosk Home' });
  const venueHeading = page.getByRole('heading', { level: 1 });
  await page.goto('/?kiosk=true&centre=swiss-cottage-leisure-centre');
  await expect(page).toHaveURL(/\/location\/swiss-cottage-leisure-centre$/);
  await expect(venueHeading).toContainText('Swiss Cottage');
  await expect(backToKioskHome).toBeVisible();

  // A reload, and the site's address without the query, are still the kiosk.
  await page.reload();
  await expect(venueHeading).toContainText('Swiss Cottage');
  await expect(backToKioskHome).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/location\/swiss-cottage-leisure-centre$/);
  await expect(backToKioskHome).toBeVisible();

  // The footer's map is on another site: it is text, and neither a tap nor Enter follows it.
  const footer = page.getByTestId('venue-footer');
  const map = footer.getByText('Map and directions');
  await expect(map).toHaveAttribute('aria-disabled', 'true');
  await expect(footer.getByRole('link', { name: 'Book an activity' })).toBeVisible();
  const targets = () => page.evaluate<{ count: number; small: string[] }>(touchTargets);
  await expect.poll(async () => (await targets()).small).toEqual([]);
  expect((await targets()).count).toBeGreaterThan(10);
  await axe.check('kiosk: venue page');
  // Anything the map link opened (a tab, a request for the other site) is recorded, and asked
  // about after the dialog's round trips below, when it would long since have happened.
  const leftFor: string[] = [];
  page.context().on('page', (popup) => leftFor.push(`tab ${popup.url()}`));
  await page.context().route('https://www.openstreetmap.org/**', (route) => {
    leftFor.push(route.request().url());
    return route.abort();
  });
  // `force`: a finger lands on the text whether or not the page lets it through.
  await map.click({ force: true });
  await map.focus();
  await page.keyboard.press('Enter');

  // Staff leave kiosk mode: a wrong PIN is refused in the dialog, the demo's PIN lets them out.
  await page.getByRole('button', { name: 'Leave kiosk mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave kiosk mode' });
  const pin = dialog.getByLabel('Staff PIN');
  await expect(pin).toBeFocused();
  await pin.fill('1357');
  await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(dialog.getByText('That staff PIN is not right.')).toBeVisible();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await axe.check('kiosk: wrong staff PIN');
  expect(leftFor).toEqual([]);
  await expect(page).toHaveURL(`${baseURL}/location/swiss-cottage-leisure-centre`);

  await pin.fill('2468');
  await dialog.getByRole('button', { name: 'Leave kiosk mode' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
  await expect(backToKioskHome).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave kiosk mode' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Book an activity' })).toBeVisible();
  await expect(backToKioskHome).toHaveCount(0);
  await axe.check('after leaving kiosk mode');
});
