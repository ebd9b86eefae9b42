import {
  catalogue,
  type Cell,
  csvFile,
  type Generation,
  groupDescriptions,
  groups,
  pad,
  pounds,
} from './operator-data';
import type { GeneratedFile } from './operator-data';

/** Activities, their prices, the courts' booking windows and the cancellation policies. */
export function activitiesFiles(g: Generation): GeneratedFile[] {
  const { random, sizes, venues } = g;
  const files: GeneratedFile[] = [];
  // Activities: each venue its four groups, then what it offers from the catalogue, spread evenly.
  const activities = g.activities;
  const activityRows: Cell[][] = [];
  for (const [venueIndex, venue] of venues.entries()) {
    const count =
      Math.floor(sizes.activities / venues.length) +
      (venueIndex < sizes.activities % venues.length ? 1 : 0);
    const groupCount = Math.min(groups.length, Math.max(0, count - 1));
    for (const [order, group] of groups.slice(0, groupCount).entries()) {
      activityRows.push([
        `${venue.id}-G${order + 1}`,
        venue.id,
        null,
        group,
        'group',
        groupDescriptions[group],
        null,
        null,
        null,
        order + 1,
      ]);
    }
    const offered = random.shuffle(catalogue);
    for (let number = 0; number < count - groupCount; number += 1) {
      const entry = offered[number % offered.length]!;
      const repeat = Math.floor(number / offered.length);
      const places = venue.locations.filter(
        (location) =>
          location.type === entry.at || (entry.at === 'hall' && location.type === 'studio'),
      );
      const locationIds = places.map((location) => location.id);
      const groupIndex = groups.indexOf(entry.group);
      const id = `${venue.id}-A${pad(number + 1, 3)}`;
      activities.push({ id, venue, entry, locationIds });
      activityRows.push([
        id,
        venue.id,
        groupIndex < groupCount && random.chance(0.9) ? `${venue.id}-G${groupIndex + 1}` : null,
        repeat === 0 ? entry.name : `${entry.name} ${repeat + 1}`,
        entry.kind,
        random.chance(0.5) ? `${entry.name} at ${venue.id}: ${entry.minutes} minutes.` : null,
        locationIds.join(';'),
        entry.kind === 'court' && locationIds.length > 1 ? 'yes' : 'no',
        entry.kind === 'ticketed' && random.chance(0.5) ? 'yes' : 'no',
        number + 1,
      ]);
    }
  }
  files.push(
    csvFile(
      'activities',
      [
        'activity_id', 'venue_id', 'parent_id', 'name', 'kind', 'description', 'location_ids',
        'customer_chooses_location', 'anonymous_booking', 'sort_order',
      ], // prettier-ignore
      activityRows,
    ),
  );

  // Prices: a standard price (and often a member's) for classes and courts; Adult and Junior tickets.
  const priceRows: Cell[][] = [];
  for (const activity of activities) {
    const base = random.int(10, 30) * 50;
    if (activity.entry.kind === 'ticketed') {
      priceRows.push([`${activity.id}-P1`, activity.id, 'Adult', 'ticket', pounds(base), null, 1]);
      priceRows.push([
        `${activity.id}-P2`,
        activity.id,
        'Junior',
        'ticket',
        pounds(base / 2),
        null,
        2,
      ]);
    } else {
      const member = random.chance(0.6) ? pounds(base - 150) : null;
      priceRows.push([
        `${activity.id}-P1`,
        activity.id,
        'Standard',
        'standard',
        pounds(base),
        member,
        1,
      ]);
    }
  }
  files.push(
    csvFile(
      'prices',
      ['price_id', 'activity_id', 'name', 'kind', 'price', 'member_price', 'sort_order'],
      priceRows,
    ),
  );

  // Booking windows for courts (released a week ahead at 22:00); the rest keep the defaults.
  const windowRows: Cell[][] = activities
    .filter((activity) => activity.entry.kind === 'court')
    .map((activity) => [activity.id, 7, 8, 7, '22:00', random.chance(0.5) ? 10 : null]);
  files.push(
    csvFile(
      'booking_windows',
      [
        'activity_id', 'view_days_anonymous', 'view_days_signed_in', 'release_days_before',
        'release_time', 'bookable_until_minutes_after_start',
      ], // prettier-ignore
      windowRows,
    ),
  );

  // The operator's default policy, and a stricter one for every venue's classes of one kind.
  const policyRows: Cell[][] = [['POL-DEFAULT', null, 24, 'credit', 'no_refund', null, null]];
  for (const activity of activities) {
    if (activity.entry.name === 'Spin' || activity.entry.name === 'Squash') {
      policyRows.push([`POL-${activity.id}`, activity.id, 48, 'credit', 'fee', '3.00', '5.00']);
    }
  }
  files.push(
    csvFile(
      'cancellation_policies',
      [
        'policy_id',
        'activity_id',
        'cutoff_hours',
        'refund_to',
        'after_cutoff',
        'late_fee',
        'no_show_fee',
      ],
      policyRows,
    ),
  );
  return files;
}
