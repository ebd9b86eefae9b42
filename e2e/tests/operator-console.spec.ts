import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/accessible-page';
import { londonDate } from './support/booking-data';
import { registerCustomer, type Customer } from './support/customers';

// An operator runs Lido on their own venues without a developer: Swiss Cottage's duty manager
// opens a new venue with a court from the console, puts a weekly class with a price on it, sees
// it on the public timetable, raises its places when it fills and the first in line is offered
// the new one, and downloads the week's utilisation.

const demoPassword = 'LidoDemo2026!';

interface ClassTime {
  id: string;
  name: string;
  starts_at: { format_24_hour: string };
  spaces_remaining: number;
}

async function classAt(
  request: APIRequestContext,
  path: { venue: string; activity: string; date: string },
  time: string,
): Promise<ClassTime> {
  const response = await request.get(
    `/api/activities/venue/${path.venue}/activity/${path.activity}/v2/times?date=${path.date}`,
  );
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ClassTime[] };
  const found = data.find((row) => row.starts_at.format_24_hour === time);
  expect(found, `the ${time} class on ${path.date}`).toBeDefined();
  return found!;
}

async function offerEmailsTo(request: APIRequestContext, customer: Customer): Promise<string[]> {
  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
  expect(mailbox.ok()).toBe(true);
  return ((await mailbox.json()) as { data: { subject: string }[] }).data
    .map((message) => message.subject)
    .filter((subject) => subject.startsWith('A place has come up'));
}

test('a manager opens a venue with a court and a weekly class, raises its places for the waitlist, and downloads the week’s utilisation', async ({
  page,
  request,
  axe,
}) => {
  test.setTimeout(120_000);
  // Names of this run only, so runs side by side never meet.
  const suffix = Math.random().toString(36).slice(2, 7).toUpperCase();
  const venueName = `Highgate Courts ${suffix}`;
  const className = 'Walking Netball';
  const date = londonDate(1);
  const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });

  // The manager signs in at the desk and opens the console from the header.
  await page.goto('/desk/login');
  await page.getByLabel('Email address', { exact: true }).fill('manager@lido.example');
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByTestId('log-in').click();
  await expect(page.getByRole('region', { name: 'Front desk' })).toBeVisible();
  await axe.check('the desk, signed in as a manager');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Console' })
    .click();
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await axe.check('the operator console');

  // A new venue.
  await page.getByRole('link', { name: 'Add a venue' }).click();
  await page.getByLabel('Name', { exact: true }).fill(venueName);
  await page.getByLabel('Address line 1', { exact: true }).fill('Highgate Road');
  await page.getByLabel('Town or city', { exact: true }).fill('London');
  await page.getByLabel(/Area or borough/).fill('Camden');
  await page.getByLabel('Postcode', { exact: true }).fill('NW5 1QR');
  await axe.check('adding a venue');
  await page.getByRole('button', { name: 'Add the venue' }).click();
  await expect(page.getByRole('heading', { name: `${venueName} has been added` })).toBeVisible();
  const venueLink = page.getByRole('link', { name: `See ${venueName} on the booking site` });
  await expect(venueLink).toBeVisible();
  const venueSlug = (await venueLink.getAttribute('href'))!.split('/').pop()!;

  // Its court.
  await page.getByRole('link', { name: 'Add a location at a venue' }).click();
  await expect(page.getByRole('heading', { name: 'Add a location' })).toBeVisible();
  await axe.check('adding a location');
  await page.getByLabel('Venue', { exact: true }).selectOption({ label: venueName });
  await page.getByLabel('Name', { exact: true }).fill('Court 1');
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Court' });
  await page.getByRole('button', { name: 'Add the location' }).click();
  await expect(page.getByRole('heading', { name: /Court 1 has been added/ })).toBeVisible();

  // A weekly class on the court, one place, with a waitlist and a price.
  await page.getByRole('link', { name: 'Add a weekly class' }).click();
  await page.getByLabel('Venue', { exact: true }).selectOption({ label: venueName });
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue(/.+/);
  await page.getByLabel('Name', { exact: true }).fill(className);
  await page.getByLabel(weekday).check();
  await page.getByLabel('Start time', { exact: true }).fill('19:00');
  await page.getByLabel('End time', { exact: true }).fill('20:00');
  await page.getByLabel('Places', { exact: true }).fill('1');
  await page.getByLabel('Customers may join a waitlist when it is full', { exact: true }).check();
  await page.getByLabel('Price in pounds', { exact: true }).fill('5.50');
  await axe.check('adding a weekly class');
  await page.getByRole('button', { name: 'Add the class' }).click();
  await expect(
    page.getByRole('heading', { name: `${className} has been added at ${venueName}` }),
  ).toBeVisible();

  // Customers see it on the venue's public timetable, with its price.
  await page.goto(`/location/${venueSlug}`);
  await expect(page.getByRole('link', { name: className }).first()).toBeVisible();
  await axe.check('the new venue on the booking site');
  await page.getByRole('link', { name: className }).first().click();
  await expect(page).toHaveURL(new RegExp(`/location/${venueSlug}/[a-z0-9-]+`));
  const activitySlug = new URL(page.url()).pathname.split('/')[3]!;
  await page.goto(`/location/${venueSlug}/${activitySlug}/${date}`);
  const row = page.getByTestId('class').filter({ hasText: '19:00' });
  await expect(row).toContainText(className);
  await expect(row).toContainText('£5.50');
  await axe.check('the new class on the public timetable');

  // It fills: one customer holds the place, two more join its waitlist in turn.
  const session = await classAt(
    request,
    { venue: venueSlug, activity: activitySlug, date },
    '19:00',
  );
  const [holder, first, second] = await Promise.all([
    registerCustomer(request, 'Hollis'),
    registerCustomer(request, 'Fenna'),
    registerCustomer(request, 'Sol'),
  ]);
  const held = await request.post('/api/activities/cart/add', {
    headers: { Authorization: `Bearer ${holder.token}` },
    data: { items: [{ id: session.id, type: 'purchasableOccurrence' }] },
  });
  expect(held.status(), await held.text()).toBe(200);
  for (const customer of [first, second]) {
    const joined = await request.post(
      `/api/v1/activities/occurrences/${session.id}/waitlist/members`,
      {
        headers: { Authorization: `Bearer ${customer.token}` },
        data: { data: { user_id: customer.id } },
      },
    );
    expect(joined.status(), await joined.text()).toBe(201);
  }

  // The manager raises its places from the console's sessions.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await axe.check('the console again');
  await page.getByRole('link', { name: 'Sessions' }).click();
  const choose = page.getByRole('form', { name: 'Choose the venue and day' });
  await expect(choose).toBeVisible();
  await axe.check('the console’s sessions');
  await choose.getByLabel('Venue', { exact: true }).selectOption({ label: venueName });
  await choose.getByLabel('Day', { exact: true }).fill(date);
  await choose.getByRole('button', { name: 'Show sessions' }).click();
  const sessionRow = page.getByTestId('session-row').filter({ hasText: className });
  await expect(sessionRow).toContainText('1 of 1');
  await axe.check('the day’s sessions of the new venue');
  await sessionRow
    .getByRole('button', { name: `Change capacity of ${className} at 19:00` })
    .click();
  await sessionRow.getByLabel('Places', { exact: true }).fill('2');
  await sessionRow.getByRole('button', { name: 'Save' }).click();
  await expect(sessionRow.getByRole('status')).toHaveText(
    `${className} at 19:00 now has 2 places, 2 booked. 1 customer from its waitlist has been offered a place.`,
  );
  await axe.check('capacity raised');

  // The first in line was offered the place at once; the second still waits.
  expect(await offerEmailsTo(request, first)).toEqual([
    `A place has come up: ${className} at 19:00`,
  ]);
  expect(await offerEmailsTo(request, second)).toEqual([]);

  // The week's utilisation, as a CSV file, and the change made, in the audit.
  const weekStart = londonDate(0);
  const weekEnd = londonDate(7);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await axe.check('the console before its reports');
  await page.getByRole('link', { name: 'Reports' }).click();
  const period = page.getByRole('form', { name: 'Choose the period and venue' });
  await expect(period).toBeVisible();
  await axe.check('this week’s reports');
  await period.getByLabel('From', { exact: true }).fill(weekStart);
  await period.getByLabel('To', { exact: true }).fill(weekEnd);
  await period.getByLabel('Venue', { exact: true }).selectOption({ label: venueName });
  await period.getByRole('button', { name: 'Show reports' }).click();
  const utilisation = page.getByRole('region', { name: 'Bookings and utilisation' });
  await expect(utilisation.getByRole('table')).toContainText(className);
  await axe.check('the new venue’s reports');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    utilisation.getByRole('link', { name: 'Download CSV of bookings and utilisation' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(
    `utilisation-by-activity-${venueSlug}-${weekStart}-to-${weekEnd}.csv`,
  );
  const csv = readFileSync(await download.path(), 'utf8');
  const classLine = csv.split('\r\n').find((line) => line.startsWith(className));
  // One session of the class this week, with the two places it has now.
  expect(classLine, csv).toBeDefined();
  expect(classLine!.split(',').slice(1, 3)).toEqual(['1', '2']);
  const changes = page.getByRole('table', { name: 'Changes, newest first' });
  await expect(changes.getByRole('row').filter({ hasText: 'Capacity changed' })).toContainText(
    /Dana Whitfield.*Capacity changed.*Session \d+.*places 1.*places 2/,
  );

  // The court is closed for repairs that evening: the manager calls the session off. Nobody had
  // paid yet (the place was only held), so nobody is refunded, and the day has no session left.
  await page.goto(`/admin/sessions?venue=${venueSlug}&date=${date}`);
  await expect(sessionRow).toContainText('2 of 2');
  await axe.check('the session before it is cancelled');
  await sessionRow.getByRole('button', { name: `Cancel ${className} at 19:00` }).click();
  await sessionRow
    .getByLabel('Reason', { exact: true })
    .fill('The court is closed for repairs this evening.');
  await sessionRow.getByRole('button', { name: 'Cancel the session' }).click();
  const newsOfDay = page.getByRole('region', { name: className }).getByRole('status').first();
  await expect(newsOfDay).toHaveText(
    `${className} at 19:00 has been cancelled. Nobody had booked it.`,
  );
  await expect(page.getByText('No sessions this day.')).toBeVisible();
  await axe.check('the session cancelled');
});
