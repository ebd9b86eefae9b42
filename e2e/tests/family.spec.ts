import { expect, test } from './support/accessible-page';
import { registerCustomer } from './support/customers';
import { pressUntilFocused } from './support/keyboard';

// Issue 15, Family: a customer adds a child with medical notes, edits them and removes them, on
// a 320 px phone by keyboard alone. A fresh customer, so Alex's demo family stays as it is for
// the journeys that book for Sam and Ruby.

const consent = 'I consent to Lido keeping these medical notes and sharing them with venue staff';

test('a parent adds, edits and removes a child on a small phone by keyboard', async ({
  page,
  request,
  axe,
}) => {
  const parent = await registerCustomer(request, 'Robin');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/my-account/family?token=${encodeURIComponent(parent.token)}`);
  await expect(page.getByRole('heading', { name: 'Family', level: 2 })).toBeVisible();
  await expect(page.getByText('You have not added anyone to your family yet.')).toBeVisible();
  await axe.check('family, empty');

  const add = page.getByRole('region', { name: 'Add a family member' });
  await pressUntilFocused(page, add.getByLabel('First name'));
  await page.keyboard.type('Ash');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Booker');
  await pressUntilFocused(page, add.getByLabel('Medical notes (optional)'));
  await page.keyboard.type('Nut allergy');
  await pressUntilFocused(page, add.getByRole('button', { name: 'Add family member' }));
  await page.keyboard.press('Enter');
  await expect(add.getByText('The date of birth field is required.')).toBeVisible();
  await expect(
    add.getByText('The medical consent must be given to keep medical notes.'),
  ).toBeVisible();
  await axe.check('family, adding with errors');

  await add.getByLabel('Date of birth').fill('2018-06-09');
  await pressUntilFocused(page, add.getByLabel(consent));
  await page.keyboard.press('Space');
  await pressUntilFocused(page, add.getByRole('button', { name: 'Add family member' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ash Booker has been added to your family.')).toBeVisible();
  const ash = page.getByTestId('family-person');
  await expect(ash).toContainText('9 June 2018');
  await expect(ash).toContainText('Nut allergy');
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await axe.check('family with a child, on a phone');

  await pressUntilFocused(page, ash.getByRole('button', { name: 'Edit Ash Booker' }));
  await page.keyboard.press('Enter');
  const edit = page.getByRole('form', { name: 'Edit Ash Booker' });
  await expect(edit.getByLabel('First name')).toBeFocused();
  await pressUntilFocused(page, edit.getByLabel('Relationship'));
  await edit.getByLabel('Relationship').selectOption('Other');
  await axe.check('family, editing');
  await pressUntilFocused(page, edit.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your changes to Ash Booker have been saved.')).toBeVisible();
  await expect(ash).toContainText('Other');
  await expect(ash.getByRole('button', { name: 'Edit Ash Booker' })).toBeFocused();

  // The session user carries the new family, so "Viewing as" offers the child.
  await expect(page.getByLabel('Viewing as')).toContainText('Ash');

  await pressUntilFocused(page, ash.getByRole('button', { name: 'Remove Ash Booker' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Remove Ash Booker from your family?' });
  await expect(dialog.getByRole('button', { name: 'Keep Ash' })).toBeFocused();
  await axe.check('family, confirming removal');
  await pressUntilFocused(page, dialog.getByRole('button', { name: 'Remove Ash' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Ash Booker has been removed from your family.')).toBeVisible();
  await expect(page.getByTestId('family-person')).toHaveCount(0);
  await axe.check('family after removing the child');
});
