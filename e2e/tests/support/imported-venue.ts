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

/**
 * A venue of a journey's own with a studio and one Pilates class on `date` at 18:00, imported as
 * the console does, so journeys running beside it never see its changes; with `bookingWindow`
 * (`view_days_anonymous,view_days_signed_in,release_days_before,release_time`) its class is
 * released when the journey needs.
 */
export async function importVenueWithClass(
  request: APIRequestContext,
  suffix: string,
  date: string,
  { base = '', bookingWindow }: { base?: string; bookingWindow?: string } = {},
): Promise<string> {
  const token = await managerToken(request, base);
  const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const slug = `kentish-studios-${suffix.toLowerCase()}`;
  const v = `KS-${suffix}`;
  const files: Record<string, string[]> = {
    'venues.csv': [
      'venue_id,name,slug,address_line_1,town,area,postcode,lat,lng',
      `${v},Kentish Studios ${suffix},${slug},Prince of Wales Road,London,Camden,NW5 3LU,51.5464,-0.1469`,
    ],
    'locations.csv': ['location_id,venue_id,name,type', `${v}-STUDIO,${v},Studio 1,studio`],
    'activities.csv': [
      'activity_id,venue_id,parent_id,name,kind,location_ids',
      `${v}-FITNESS,${v},,Fitness Classes,group,`,
      `${v}-PILATES,${v},${v}-FITNESS,Pilates,class,${v}-STUDIO`,
    ],
    'prices.csv': [
      'price_id,activity_id,name,kind,price',
      `${v}-STD,${v}-PILATES,Standard,standard,6.00`,
    ],
    'schedules.csv': [
      'schedule_id,activity_id,location_id,days,start_time,end_time,capacity,starts_on,ends_on',
      `${v}-EVE,${v}-PILATES,${v}-STUDIO,${weekday},18:00,19:00,12,${date},${date}`,
    ],
  };
  if (bookingWindow) {
    files['booking_windows.csv'] = [
      'activity_id,view_days_anonymous,view_days_signed_in,release_days_before,release_time',
      `${v}-PILATES,${bookingWindow}`,
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
