import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { pressUntilFocused } from './support/keyboard';

// The end of the day at Swiss Cottage's desk: the receptionist opens the day's takings, counts
// the till and records the count, and sees how far it is from the cash the day's payments say
// should be there. Other journeys may take cash at this desk today, so the difference is checked
// against the expected figure the count was recorded with.

const demoPassword = 'LidoDemo2026!';

async function staffToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/staff/login', {
    data: { username: 'frontdesk@lido.example', password: demoPassword },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** `£1,234.50` as pence. */
function pence(amount: string): number {
  const match = /^(-?)£([\d,]+)\.(\d{2})$/.exec(amount);
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const value = Number((match[2] ?? '').replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

test('staff count the cash at the end of the day and see the difference', async ({
  page,
  request,
  axe,
}) => {
  const token = await staffToken(request);
  await page.goto(`/desk/takings?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'End of day' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cash' })).toBeVisible();
  await expect(page.getByTestId('cash-expected')).toHaveText(/^£[\d,]+\.\d{2}$/);
  await axe.check('end of day');

  // Keyboard only: to the count, a wrong figure first, then the till's £52.35.
  const counted = page.getByLabel('Cash counted');
  await pressUntilFocused(page, counted);
  await page.keyboard.type('52.355');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Enter the cash counted in pounds and pence, for example 152.40.'),
  ).toBeVisible();
  await expect(counted).toBeFocused();
  await axe.check('end of day: the count refused');

  await page.keyboard.press('Control+A');
  await page.keyboard.type('52.35');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Till 1, float of £100 left in');
  await page.keyboard.press('Enter');

  const recorded = page.getByTestId('cash-up-recorded');
  await expect(recorded).toContainText('Count recorded: £52.35 counted against');
  const [, expected = '', difference = ''] =
    /against (£[\d,]+\.\d{2}) expected, a difference of (.+)\.$/.exec(
      (await recorded.textContent()) ?? '',
    ) ?? [];
  const shouldBe = 5_235 - pence(expected);
  expect(difference).toMatch(
    shouldBe === 0 ? /^£0\.00, exact$/ : shouldBe > 0 ? / over$/ : / short$/,
  );
  expect(pence(difference.replace(/^\+/, '').replace(/(, exact| over| short)$/, ''))).toBe(
    shouldBe,
  );
  await expect(page.getByTestId('cash-difference')).toHaveText(difference);
  const count = page.getByTestId('cash-up-row').last();
  await expect(count).toContainText('Jordan Reid');
  await expect(count).toContainText(difference);
  await expect(count).toContainText('Till 1, float of £100 left in');
  await axe.check('end of day: the count recorded');

  // At 320 px the tables are cards and nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole('list', { name: 'Counts recorded' })).toBeVisible();
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(320);
  await axe.check('end of day at 320 px');
});

test('a customer is told the end of day is not for them', async ({ page, request, axe }) => {
  const login = await request.post('/api/auth/customer/login', {
    data: { username: 'alex.morgan@example.com', password: demoPassword },
  });
  const { token } = (await login.json()) as { token: string };
  await page.goto(`/desk/takings?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'End of day' })).toBeVisible();
  await expect(page.locator('main').getByRole('alert')).toHaveText('Unauthorised.');
  await axe.check('end of day, as a customer');
});
