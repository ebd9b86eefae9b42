import { expect, test } from './support/accessible-page';
import { addedCopy } from './support/booking-data';
import { payAndConfirm } from './support/card-payment';
import { registerCustomer } from './support/customers';
import { addChild, findJuniorLesson, juniorLessons } from './support/junior-lessons';

// A parent books a junior swimming lesson for both children. Junior Swim Lessons are for ages 8
// to 15, ask a few questions of each child and the parent's consent: the site asks who is going,
// the attendees page takes each child's answers and consent, and the confirmation names both. A
// fresh parent with two children (added through the family API), so journeys running side by
// side never share a basket.

const { venue, activity } = juniorLessons;

test('a parent books a junior lesson for two children, answering their questions and agreeing to the consent for each', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  const parent = await registerCustomer(request, 'Casey');
  await addChild(request, parent, 'Ava', 11);
  await addChild(request, parent, 'Leo', 9);
  const lesson = await findJuniorLesson(request, parent, 2);

  await page.goto('/login');
  await page.locator('#username').fill(parent.email);
  await page.locator('#password').fill(parent.password);
  await axe.check('log-in page');
  await page.getByTestId('log-in').click();
  await expect(page.locator('#welcome')).toHaveText('Welcome back, Casey');
  await axe.check('My account, signed in');

  await page.goto(`/location/${venue}/${activity}/${lesson.date}/by-time?show=all`);
  const card = page
    .getByTestId('class')
    .filter({ hasText: `${lesson.time} – ` })
    .first();
  await expect(card.getByTestId('restrictions')).toContainText('Ages 8 to 15');
  await axe.check('junior swimming lessons');
  await card.getByRole('button', { name: `Book Junior Swim Lessons at ${lesson.time}` }).click();

  const whoIsGoing = page.getByRole('dialog', { name: 'Who is going?' });
  // Casey is too old for the lessons: shown, but neither ticked nor open to ticking.
  await expect(whoIsGoing.getByLabel('Casey Booker (you)')).not.toBeChecked();
  await expect(whoIsGoing.getByLabel('Casey Booker (you)')).toBeDisabled();
  await whoIsGoing.getByLabel('Ava Booker').check();
  await whoIsGoing.getByLabel('Leo Booker').check();
  await axe.check('who is going: both children');
  await whoIsGoing.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText(addedCopy)).toBeVisible();

  await page.getByRole('link', { name: 'Shopping basket, 2 items' }).click();
  const items = page.getByTestId('basket-item');
  await expect(items.filter({ hasText: 'For Ava Booker' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'For Leo Booker' })).toHaveCount(1);
  await axe.check('basket: two places needing consent');
  await page.getByRole('button', { name: 'Checkout' }).click();

  await expect(page).toHaveURL(/\/attendees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
  await expect(page.getByText('parent or guardian').first()).toBeVisible();
  await axe.check('attendees page');
  // Each child's questions: the required one answered for both, a stroke chosen for Ava.
  for (const child of ['Ava', 'Leo']) {
    const questions = page.getByRole('region', { name: `Questions for ${child}` });
    await questions
      .getByRole('group', { name: 'Can your child swim 10 metres without help? (required)' })
      .getByLabel('Yes')
      .check();
  }
  await page
    .getByRole('region', { name: 'Questions for Ava' })
    .getByRole('group', { name: 'Which stroke would they most like to work on?' })
    .getByLabel('Backstroke')
    .check();
  await page
    .getByLabel('I have read and agree to the Junior swimming lessons consent for Ava')
    .check();
  await page
    .getByLabel('I have read and agree to the Junior swimming lessons consent for Leo')
    .check();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/\/basket\/checkout$/);
  await axe.check('checkout after consent');
  await payAndConfirm(page, 'Casey Booker');
  await expect(page).toHaveURL(/\/booking-confirmed\/\d+$/);
  const confirmed = page.getByTestId('confirmed-booking');
  await expect(confirmed.filter({ hasText: 'Ava Booker' })).toHaveCount(1);
  await expect(confirmed.filter({ hasText: 'Leo Booker' })).toHaveCount(1);
  await axe.check('two lessons booked');

  // In My account, each child's lesson is under their name.
  await page.goto('/my-account/bookings/upcoming');
  await expect(page.getByLabel('Viewing as')).toBeVisible();
  await axe.check('My bookings');
  for (const child of ['Ava', 'Leo']) {
    await page.getByLabel('Viewing as').selectOption({ label: child });
    await expect(page.getByText('Junior Swim Lessons').first()).toBeVisible();
  }
  await axe.check('a child’s bookings in My account');
});
