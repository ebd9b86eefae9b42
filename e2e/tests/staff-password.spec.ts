import type { Locator } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { pressUntilFocused } from './support/keyboard';

// A receptionist who has forgotten their password asks the desk's log-in page for a link, on a
// phone and by keyboard alone, and the emailed link opens the page to choose a new one. (The
// journey stops short of changing the demo receptionist's password, which other journeys use.)

const email = 'frontdesk@lido.example';

test('a receptionist asks for a link to choose a new password, at 320 px by keyboard, and the link opens the page to choose it', async ({
  page,
  request,
  axe,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const { keyboard } = page;
  const press = async (target: Locator) => {
    await pressUntilFocused(page, target);
    await keyboard.press('Enter');
  };
  const fitsTheScreen = async () =>
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      320,
    );
  const linksBefore = await mailedLinks();

  await page.goto('/desk/login');
  await expect(page.getByRole('heading', { name: 'Staff log in' })).toBeVisible();
  await axe.check('staff log in with its forgotten password link');
  await press(page.getByRole('link', { name: 'Forgotten your password?' }));
  await expect(page).toHaveURL(/\/desk\/forgotten-password$/);
  await expect(page.getByRole('heading', { name: 'Forgotten your password?' })).toBeVisible();
  await fitsTheScreen();
  await axe.check('a member of staff’s forgotten password at 320 px');
  await pressUntilFocused(page, page.getByLabel('Email address', { exact: true }));
  await keyboard.type(email);
  await keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(
    "If that is the email address of a front desk account, we've emailed it a link",
  );
  await axe.check('the link asked for');

  // The email arrives just after the answer.
  await expect
    .poll(async () => (await mailedLinks()).length, { timeout: 15_000 })
    .toBe(linksBefore.length + 1);
  const [link] = await mailedLinks();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await fitsTheScreen();
  await axe.check('choosing a new password from the link, at 320 px');

  async function mailedLinks(): Promise<string[]> {
    const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(mailbox.ok()).toBe(true);
    const messages = ((await mailbox.json()) as { data: { text: string }[] }).data;
    return messages
      .map((message) => /https?:\/\/\S+\/desk\/set-password\?invite_token=\S+/.exec(message.text))
      .filter((match) => match !== null)
      .map((match) => new URL(match[0]).pathname + new URL(match[0]).search);
  }
});
