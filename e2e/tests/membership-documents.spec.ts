import type { Page } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { londonDate, testCards } from './support/booking-data';
import { customerPassword } from './support/customers';
import { chooseFileByKeyboard, interceptFilePickers } from './support/file-picker';
import { pressUntilFocused } from './support/keyboard';

// Issue 16, living with a membership: a student joins Lido Student (which needs a Student card)
// on a 320 px phone, by keyboard: the bank details, then the Student card uploaded with the date
// printed on it before the first payment can be made, then the payment. In My account the card is
// listed with its expiry and its file, and a new copy replaces it.

const soleSignatory =
  'I am the account holder and the only person needed to authorise Direct Debits from this account';
/** A scan as small as a PDF can be: the API checks its first bytes (`%PDF-`). */
const scan = {
  name: 'student-card.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
};
const newScan = {
  name: 'student-card-2027.png',
  mimeType: 'image/png',
  buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
};

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** `2027-09-30` as the site writes it: `30 September 2027`. */
const written = (date: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

test('a student uploads their Student card to join, then a new copy in My account', async ({
  page,
  axe,
}) => {
  // Registering, two emulated providers and a dozen axe checks.
  test.setTimeout(120_000);
  interceptFilePickers(page);
  const expiresOn = londonDate(300);
  const renewedOn = londonDate(700);
  const email = `e2e-student-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const client = await page.request.get('/api/client');
  const { data } = (await client.json()) as { data: { client_id: string } };
  const registered = await page.request.post(
    '/api/auth/customer/register?onboarding_type=standard',
    {
      data: {
        first_name: 'Kit',
        last_name: 'Student',
        email,
        password: customerPassword,
        password_confirmation: customerPassword,
        // 21 or 22: Lido Student is for ages 16 to 24.
        date_of_birth: `${Number(londonDate(0).slice(0, 4)) - 22}-12-31`,
        address_line_1: '12 Adelaide Road',
        town: 'London',
        postcode: 'NW3 3NF',
        client_id: data.client_id,
        source: 'online-joining',
      },
    },
  );
  expect(registered.status()).toBe(201);

  // Registering through the browser's own request context signed it in (the session cookie).
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/join/504?venue=90001');

  // The bank details, by keyboard.
  await expect(page.getByRole('heading', { level: 1, name: 'Join Lido Student' })).toBeVisible();
  await expect(page.getByText('Ages 16 to 24, with a student card')).toBeVisible();
  await pressUntilFocused(page, page.getByLabel('Name on the account'));
  await page.keyboard.type('Kit Student');
  await page.keyboard.press('Tab');
  await page.keyboard.type('20-00-00');
  await page.keyboard.press('Tab');
  await page.keyboard.type('55779911');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: soleSignatory })).toBeFocused();
  await page.keyboard.press('Space');
  await axe.check('bank details for Lido Student at 320 px');
  await pressUntilFocused(page, page.getByRole('button', { name: 'Set up Direct Debit' }));
  await page.keyboard.press('Enter');

  // The Student card comes before the payment.
  const cardHeading = page.getByRole('heading', { level: 2, name: 'Your Student card' });
  await expect(cardHeading).toBeFocused({ timeout: 20_000 });
  await expect(page.getByTestId('card-form')).toHaveCount(0);
  await axe.check('the Student card step at 320 px');
  await expectNoSidewaysScroll(page);

  // Upload with nothing chosen: each field says what it needs.
  await pressUntilFocused(page, page.getByRole('button', { name: 'Upload', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Photo or scan of your Student card')).toBeFocused();
  await expect(page.getByLabel('Photo or scan of your Student card')).toHaveAccessibleDescription(
    'JPEG, PNG or PDF, up to 5 MB. Choose a file to upload.',
  );
  await axe.check('the Student card step with its messages at 320 px');

  await chooseFileByKeyboard(page, page.getByLabel('Photo or scan of your Student card'), scan);
  await page.getByLabel('Expiry date').fill(expiresOn);
  await pressUntilFocused(page, page.getByRole('button', { name: 'Upload', exact: true }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your Student card has been uploaded.' }),
  ).toBeVisible();
  const payment = page.getByRole('heading', { level: 2, name: 'Your first payment' });
  await expect(payment).toBeFocused();
  await axe.check('first payment, the Student card uploaded, at 320 px');

  const card = page.getByTestId('card-form');
  await card.getByLabel('Name on card').fill('Kit Student');
  await card.getByLabel('Card number').fill(testCards.frictionless);
  await card.getByLabel('Expiry date (MMYY)').fill('1230');
  await card.getByLabel('Security code').fill('123');
  await page.getByTestId('pay').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Lido Student' }),
  ).toBeFocused({ timeout: 20_000 });
  await axe.check('welcome to Lido Student at 320 px');

  // My account: the card with its expiry and file; a new copy replaces it.
  await page.goto('/my-account/memberships');
  const documents = page.getByRole('region', { name: 'Documents' });
  const studentCard = documents.getByRole('listitem').filter({ hasText: 'Student card' });
  await expect(studentCard).toContainText('StatusUploaded');
  await expect(studentCard).toContainText(`Expires${written(expiresOn)}`);
  // Lido names the file itself, by what it is, the day it came and its type: never the name the
  // browser sent.
  const uploadedToday = londonDate(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    studentCard.getByRole('link', { name: `student-card-${uploadedToday}.pdf` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`student-card-${uploadedToday}.pdf`);
  await axe.check('my memberships with the Student card at 320 px');
  await expectNoSidewaysScroll(page);

  const newCopy = studentCard.getByRole('button', { name: 'Upload a new copy' });
  await pressUntilFocused(page, newCopy);
  await page.keyboard.press('Enter');
  await expect(studentCard.getByLabel('Photo or scan of your Student card')).toBeFocused();
  await chooseFileByKeyboard(page, page.getByLabel('Photo or scan of your Student card'), newScan);
  await studentCard.getByLabel('Expiry date').fill(renewedOn);
  await axe.check('a new copy of the Student card, filled in, at 320 px');
  await expectNoSidewaysScroll(page);
  await pressUntilFocused(page, studentCard.getByRole('button', { name: 'Upload a new copy' }));
  await page.keyboard.press('Enter');

  await expect(studentCard).toContainText(`Expires${written(renewedOn)}`);
  await expect(
    studentCard.getByRole('link', { name: `student-card-${londonDate(0)}.png` }),
  ).toBeVisible();
  await expect(studentCard.getByRole('button', { name: 'Upload a new copy' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your Student card has been uploaded.' }),
  ).toBeVisible();
  await axe.check('my memberships, the Student card replaced, at 320 px');
});
