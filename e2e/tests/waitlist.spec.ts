import { expect, test } from './support/accessible-page';
import { londonDate } from './support/booking-data';
import { registerCustomer } from './support/customers';

// Waitlists: the demo seed books Swiss Cottage's Reformer Pilates (12:00 daily, two places) full
// for the coming week, with one regular already waiting, so a customer who joins is 2nd in line.

const venue = 'swiss-cottage-leisure-centre';
const subject = 'Reformer Pilates at 12:00';

test('join a full class from the timetable, see the place in line, and leave it', async ({
  page,
  request,
  axe,
}) => {
  const customer = await registerCustomer(request, 'Wren');
  await page.goto(`/location/${venue}/reformer-pilates/${londonDate(1)}`);
  const row = page.getByTestId('class').filter({ hasText: '12:00' });
  const join = row.getByRole('button', { name: `Join waitlist for ${subject}` });
  await expect(join).toBeVisible();
  await expect(row).toContainText('The session being booked is already full');
  await axe.check('timetable with a full class');

  // Joining needs an account: the visitor signs in, and the join goes ahead.
  await join.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.locator('#username').fill(customer.email);
  await dialog.locator('#password').fill(customer.password);
  await dialog.getByTestId('log-in').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Successfully joined the waitlist.')).toBeVisible();
  await expect(row.getByTestId('waitlist-position')).toHaveText('2nd in line');
  const leave = row.getByRole('button', { name: `Leave waitlist for ${subject}` });
  await expect(leave).toBeVisible();
  await axe.check('timetable with the customer in line');

  await page.goto('/my-account/waitlists');
  const entry = page.getByTestId('waitlist-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('waitlist-position')).toHaveText('2nd in line');
  await expect(entry).toContainText('Studio 1, Swiss Cottage Leisure Centre');
  await axe.check('My account waitlists');
  await entry.getByRole('button', { name: /^Leave waitlist for Reformer Pilates/ }).click();
  await expect(page.getByText('Successfully removed from the waitlist.')).toBeVisible();
  await expect(page.getByText('You are not on any waitlists.')).toBeVisible();

  await page.goto(`/location/${venue}/reformer-pilates/${londonDate(1)}`);
  await expect(join).toBeVisible();
});
