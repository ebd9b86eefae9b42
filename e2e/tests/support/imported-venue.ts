import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

const demoPassword = 'LidoDemo2026!';

/** The demo manager's session token, for the console's API. */
export async function managerToken(request: APIRequestContext, base = ''): Promise<string> {
  const signedIn = await request.post(`${base}/api/auth/staff/login`, {
    data: { username: 'manager@lido.example', password: demoPassword },
  });
  expect(signedIn.ok()).toBe(true);
  return ((await signedIn.json()) as { token: string }).token;
}

/** A class of an imported venue, in its studio on the journey's date: `HH:MM` times. */
export interface StudioClass {
  name: string;
  startTime: string;
  endTime: string;
}

const pilatesAtSix: StudioClass = { name: 'Pilates', startTime: '18:00', endTime: '19:00' };

/**
 * A venue of a journey's own with a studio and one Pilates class on `date` at 18:00 (or the
 * `classes` given, all in that studio), imported as the console does, so journeys running beside
 * it never see its changes; with `bookingWindow`
 * (`view_days_anonymous,view_days_signed_in,release_days_before,release_time`) its first class is
 * released when the journey needs.
 */
export async function importVenueWithClass(
  request: APIRequestContext,
  suffix: string,
  date: string,
  {
    base = '',
    bookingWindow,
    classes = [pilatesAtSix],
  }: { base?: string; bookingWindow?: string; classes?: readonly StudioClass[] } = {},
): Promise<string> {
  const token = await managerToken(request, base);
  const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const slug = `kentish-studios-${suffix.toLowerCase()}`;
  const v = `KS-${suffix}`;
  const idOf = (studioClass: StudioClass) =>
    `${v}-${studioClass.name.toUpperCase().replace(/[^A-Z0-9]+/g, '-')}`;
  const files: Record<string, string[]> = {
    'venues.csv': [
      'venue_id,name,slug,address_line_1,town,area,postcode,lat,lng',
      `${v},Kentish Studios ${suffix},${slug},Prince of Wales Road,London,Camden,NW5 3LU,51.5464,-0.1469`,
    ],
    'locations.csv': ['location_id,venue_id,name,type', `${v}-STUDIO,${v},Studio 1,studio`],
    'activities.csv': [
      'activity_id,venue_id,parent_id,name,kind,location_ids',
      `${v}-FITNESS,${v},,Fitness Classes,group,`,
      ...classes.map((each) => `${idOf(each)},${v},${v}-FITNESS,${each.name},class,${v}-STUDIO`),
    ],
    'prices.csv': [
      'price_id,activity_id,name,kind,price',
      ...classes.map((each) => `${idOf(each)}-STD,${idOf(each)},Standard,standard,6.00`),
    ],
    'schedules.csv': [
      'schedule_id,activity_id,location_id,days,start_time,end_time,capacity,starts_on,ends_on',
      ...classes.map(
        (each) =>
          `${idOf(each)}-EVE,${idOf(each)},${v}-STUDIO,${weekday},${each.startTime},${each.endTime},12,${date},${date}`,
      ),
    ],
  };
  if (bookingWindow && classes[0]) {
    files['booking_windows.csv'] = [
      'activity_id,view_days_anonymous,view_days_signed_in,release_days_before,release_time',
      `${idOf(classes[0])},${bookingWindow}`,
    ];
  }
  const imported = await request.post(`${base}/api/admin/import`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      files: Object.entries(files).map(([name, lines]) => ({ name, content: lines.join('\n') })),
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  return slug;
}
