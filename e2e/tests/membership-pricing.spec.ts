import { expect, test } from './support/accessible-page';

// A visitor compares the memberships of their venue before joining (issue 16): the plans valid
// there, side by side, with what each costs, includes and asks of a member.

test('a visitor compares the memberships of their venue, then of another', async ({
  page,
  axe,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('venue-card').first()).toBeVisible();
  await axe.check('home');
  await page.locator('#search-venue').fill('Swiss Cottage');
  await page.getByTestId('venue-card').click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Swiss Cottage Leisure Centre' }),
  ).toBeVisible();
  await axe.check('venue');

  await page.getByRole('link', { name: 'Buy a membership' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership pricing' })).toBeVisible();
  const plans = page.getByRole('list', { name: 'Memberships at Swiss Cottage Leisure Centre' });
  await expect(plans.getByRole('article')).toHaveCount(5);
  await axe.check('membership pricing');

  const flex = plans.getByRole('article', { name: 'Lido Flex' });
  await expect(flex).toContainText('£42.00 a month or £462.00 a year');
  await expect(flex.getByText('Joining fee £15.00', { exact: true })).toBeVisible();
  await expect(
    flex.getByText('Free court hire off-peak (2 a week, Monday to Friday, 09:00 to 16:00)', {
      exact: true,
    }),
  ).toBeVisible();
  const student = plans.getByRole('article', { name: 'Lido Student' });
  await expect(
    student.getByText('Ages 16 to 24, with a student card', { exact: true }),
  ).toBeVisible();
  const local = plans.getByRole('article', { name: 'Swiss Cottage Local' });
  await expect(local.getByText('12-month minimum term', { exact: true })).toBeVisible();
  await expect(
    local.getByText('Valid at Swiss Cottage Leisure Centre only', { exact: true }),
  ).toBeVisible();
  await expect(
    plans
      .getByRole('article', { name: 'Lido Junior' })
      .getByText('Join at reception.', { exact: true }),
  ).toBeVisible();

  await page.getByLabel('Venue').selectOption({ label: 'Britannia Leisure Centre' });
  const britannia = page.getByRole('list', { name: 'Memberships at Britannia Leisure Centre' });
  await expect(britannia.getByRole('article')).toHaveCount(4);
  await expect(britannia.getByRole('article', { name: 'Swiss Cottage Local' })).toHaveCount(0);
  await axe.check('membership pricing at another venue');
});

test('the pricing page fits a 320 px phone', async ({ page, axe }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership pricing' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await axe.check('membership pricing at 320 px');
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
