import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { londonDate } from './support/booking-data';
import { importVenueWithClass } from './support/imported-venue';
import { pressUntilFocused } from './support/keyboard';

// The console's pages for running venues week to week. A duty manager on a phone, by keyboard
// alone, gives a venue its own colour and footer (Theme) and moves its class an hour later
// (Week); at a desk, they invite a new receptionist (Staff) and change the class's price
// (Prices). Each journey imports a venue of its own, so journeys running beside it never see
// its changes.

const demoPassword = 'LidoDemo2026!';

async function signInAtTheDesk(page: Page, press: (target: Locator) => Promise<void>) {
  await page.goto('/desk/login');
  await pressUntilFocused(page, page.getByLabel('Email address', { exact: true }));
  await page.keyboard.type('manager@lido.example');
  await pressUntilFocused(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demoPassword);
  await press(page.getByTestId('log-in'));
  await expect(page.getByRole('region', { name: 'Front desk' })).toBeVisible();
}

test('a manager on a phone, by keyboard alone, themes a venue with a previewed footer and moves its class on the week calendar', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
  const date = londonDate(2);
  const slug = await importVenueWithClass(request, suffix, date);
  const venueName = `Kentish Studios ${suffix}`;

  await page.setViewportSize({ width: 320, height: 640 });
  const press = async (target: Locator) => {
    await pressUntilFocused(page, target);
    await page.keyboard.press('Enter');
  };
  const typeInto = async (field: Locator, text: string) => {
    await pressUntilFocused(page, field);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(text);
  };
  const fitsTheScreen = async () =>
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      320,
    );
  await signInAtTheDesk(page, press);
  await axe.check('the desk, signed in as a manager at 320 px');

  // The venue's theme: its own primary colour and a footer, previewed as customers will get it.
  await page.goto(`/admin/theme?venue=${slug}`);
  await expect(page.getByRole('heading', { name: `${venueName} theme` })).toBeVisible();
  await fitsTheScreen();
  await axe.check('the console’s Theme page at 320 px');
  await typeInto(page.getByLabel('Primary colour', { exact: true }), '#0B6E4F');
  await typeInto(
    page.getByLabel('Footer HTML', { exact: true }),
    '<p>Open daily 7am to 10pm <a href="https://example.org/times" onclick="steal()">Times</a></p><script>steal()</script>',
  );
  await press(page.getByRole('button', { name: 'Preview' }));
  const preview = page.getByRole('region', { name: 'Footer preview' });
  await expect(preview).toContainText('Open daily 7am to 10pm');
  await expect(preview.getByRole('link', { name: 'Times' })).toBeVisible();
  expect(await preview.locator('script, [onclick]').count()).toBe(0);
  await axe.check('the Theme page with its footer previewed');
  await press(page.getByRole('button', { name: 'Save' }));
  await expect(page.getByRole('status').filter({ hasText: 'Theme saved.' })).toBeVisible();

  // Customers' sites take the colour, and the venue's pages show the footer as previewed.
  const theme = await request.get(`/api/frontend/theme?venue=${slug}`);
  expect(JSON.stringify(await theme.json())).toContain('#0B6E4F');
  await page.goto(`/location/${slug}`);
  const footer = page.getByTestId('venue-footer');
  await expect(footer).toContainText('Open daily 7am to 10pm');
  expect(await footer.locator('script, [onclick]').count()).toBe(0);
  await axe.check('the themed venue’s page with its footer');

  // The week of the class: chosen by keyboard, it moves an hour later.
  await page.goto(`/admin/week?venue=${slug}&from=${date}`);
  const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const pilates = page.getByRole('region', { name: day }).getByRole('button', { name: /Pilates/ });
  await expect(pilates).toContainText('18:00–19:00');
  await fitsTheScreen();
  await axe.check('the console’s Week page at 320 px');
  await press(pilates);
  const panel = page.getByRole('dialog', { name: 'Move Pilates' });
  await expect(panel).toBeVisible();
  await axe.check('moving a session from the Week page');
  // A time field takes its hours and minutes as digits.
  await pressUntilFocused(page, panel.getByLabel('New start time', { exact: true }));
  await page.keyboard.type('1900');
  await press(panel.getByRole('button', { name: 'Move', exact: true }));
  await expect(
    page.getByRole('status').filter({ hasText: /Pilates moved to .* at 19:00\./ }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: day }).getByRole('button', { name: /Pilates/ }),
  ).toContainText('19:00–20:00');
});

test('a manager invites a receptionist, who is emailed a link to choose a password, changes a class’s price and opens a membership plan', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
  const slug = await importVenueWithClass(request, suffix, londonDate(2));
  const venueName = `Kentish Studios ${suffix}`;
  const email = `jo.${suffix.toLowerCase()}@example.org`;
  const press = async (target: Locator) => {
    await target.focus();
    await page.keyboard.press('Enter');
  };
  await signInAtTheDesk(page, press);
  await axe.check('the desk, signed in as a manager');

  // Staff: Jo Marsh joins the new venue's front desk and is emailed an invitation.
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
  await axe.check('the console’s Staff page');
  const add = page.getByRole('form', { name: 'Add a member of staff' });
  await add.getByLabel('First name', { exact: true }).fill('Jo');
  await add.getByLabel('Last name', { exact: true }).fill('Marsh');
  await add.getByLabel('Email', { exact: true }).fill(email);
  await add.getByLabel('Venue', { exact: true }).selectOption({ label: venueName });
  await add.getByRole('button', { name: 'Add and invite' }).click();
  await expect(
    page.getByText('Jo Marsh has been invited: they will get an email to choose a password.'),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Jo Marsh.*${email}`) })).toContainText(
    'Invited',
  );
  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const messages = ((await mailbox.json()) as { data: { text: string }[] }).data;
  expect(messages.map((message) => message.text).join('\n')).toContain('/desk/set-password');

  // Prices: the Pilates class's standard price goes up, with a member price.
  await page.goto(`/admin/prices?venue=${slug}`);
  await expect(page.getByRole('heading', { name: 'Pilates' })).toBeVisible();
  await axe.check('the console’s Prices page');
  await page.getByRole('button', { name: 'Change Pilates: Standard' }).click();
  const form = page.getByRole('form', { name: 'Change Pilates: Standard' });
  await form.getByLabel('Price in pounds', { exact: true }).fill('7.25');
  await form.getByLabel('Member price in pounds', { exact: true }).fill('5.00');
  await axe.check('changing a price');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Pilates: Standard is now £7.25 (members £5.00).',
  );
  await page.reload();
  await expect(page.getByRole('row', { name: /Standard/ })).toContainText('£7.25');

  // Membership plans: the plans members join, each with its form (left unchanged here: other
  // journeys join the demo plans).
  await page.goto('/admin/membership-plans');
  await expect(page.getByRole('heading', { name: 'Membership plans', level: 1 })).toBeVisible();
  await axe.check('the console’s Membership plans page');
  await page
    .getByRole('button', { name: /^Change / })
    .first()
    .click();
  await expect(page.getByRole('form', { name: /^Change / })).toBeVisible();
  await axe.check('changing a membership plan');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: /^Change / })).toHaveCount(0);
});
