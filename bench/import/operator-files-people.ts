import {
  areas,
  type Cell,
  csvFile,
  emailDomains,
  femaleNames,
  firstNames,
  type Generation,
  lastNames,
  pad,
  pounds,
  streets,
} from './operator-data';
import type { GeneratedFile } from './operator-data';

/** Membership plans, staff and customers. */
export function peopleFiles(g: Generation): GeneratedFile[] {
  const { random, postcode, sizes, venues } = g;
  const files: GeneratedFile[] = [];
  // Plans: trust-wide ones for every venue, and a local one per area (its venues).
  const allVenues = venues.map((venue) => venue.id).join(';');
  const planRows: Cell[][] = [
    ['ALL-IN', 'All Inclusive', 'Gym, swimming and every class at every centre.', '54.00', '540.00', '25.00', 12, 1, 16, null, null, 14, 2, 'yes', allVenues, 1],
    ['SWIM', 'Swim Only', 'Unlimited swimming at every pool.', '32.00', '320.00', null, 1, 1, 16, null, null, 7, 0, 'yes', allVenues, 2],
    ['JUNIOR', 'Junior Active', 'Swimming and junior classes for under-16s.', '18.00', null, null, 1, 1, 5, 15, null, 7, 0, 'yes', allVenues, 3],
    ['STUDENT', 'Student', 'Gym and swim for full-time students.', '24.00', null, null, 1, 1, 16, null, 'Student card', 7, 0, 'yes', allVenues, 4],
    ['SENIOR', 'Active 60+', 'Gym, swim and daytime classes for over-60s.', '22.00', '220.00', null, 1, 1, 60, null, 'Proof of age', 7, 1, 'no', allVenues, 5],
  ]; // prettier-ignore
  for (const [areaIndex, place] of areas.entries()) {
    const local = venues.filter((_, index) => index % areas.length === areaIndex);
    if (local.length === 0) continue;
    planRows.push([
      `LOCAL-${place.outward}`,
      `${place.area} Local`,
      `Gym and swim at the ${place.area} centres.`,
      pounds(random.int(30, 42) * 100),
      null,
      '15.00',
      3,
      1,
      16,
      null,
      null,
      7,
      0,
      'yes',
      local.map((venue) => venue.id).join(';'),
      10 + areaIndex,
    ]);
  }
  files.push(
    csvFile(
      'membership_plans',
      [
        'plan_id', 'name', 'description', 'monthly_price', 'annual_price', 'joining_fee',
        'minimum_term_months', 'notice_period_months', 'min_age', 'max_age', 'proof_document',
        'advance_booking_days', 'guest_passes_per_month', 'available_online', 'venue_ids', 'sort_order',
      ], // prettier-ignore
      planRows,
    ),
  );

  const staffRows: Cell[][] = [];
  for (const venue of venues) {
    for (const role of ['manager', 'receptionist', 'receptionist']) {
      const first = random.pick(firstNames);
      const last = random.pick(lastNames);
      const id = `${venue.id}-ST${staffRows.length + 1}`;
      staffRows.push([
        id,
        venue.id,
        `${first}.${last.replace(/'/g, '')}.${id}@bench-leisure.example`.toLowerCase(),
        first,
        last,
        role,
      ]);
    }
  }
  files.push(
    csvFile(
      'staff',
      ['staff_id', 'venue_id', 'email', 'first_name', 'last_name', 'role'],
      staffRows,
    ),
  );

  // Customers: adults with their own email; about one in eight a family lead with juniors who
  // have none (their lead signs in for them). Emails are unique by the customer's number.
  const customerRows: Cell[][] = [];
  let number = 0;
  while (customerRows.length < sizes.customers) {
    number += 1;
    const leadId = `C${pad(number, 7)}`;
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const home = venues.length > 0 ? random.pick(venues) : null;
    const place = areas[venues.indexOf(home!) % areas.length] ?? areas[0]!;
    const street = `${random.int(1, 320)} ${random.pick(streets)}`;
    const flat = random.chance(0.25) ? `Flat ${random.int(1, 40)}` : null;
    const code = postcode(place.outward);
    customerRows.push([
      leadId,
      first,
      last,
      `${first}.${last.replace(/'/g, '')}${number}@${random.pick(emailDomains)}`.toLowerCase(),
      random.chance(0.9)
        ? `${random.int(1946, 2007)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`
        : null,
      random.chance(0.85) ? (femaleNames.has(first) ? 'female' : 'male') : null,
      random.chance(0.8) ? `07700 ${random.int(900000, 900999)}` : null,
      street,
      flat,
      'London',
      code,
      home?.id ?? null,
      null,
    ]);
    if (!random.chance(0.12)) continue;
    const juniors = random.int(1, 3);
    for (let child = 0; child < juniors && customerRows.length < sizes.customers; child += 1) {
      number += 1;
      const childFirst = random.pick(firstNames);
      customerRows.push([
        `C${pad(number, 7)}`,
        childFirst,
        last,
        null,
        `${random.int(2011, 2021)}-${pad(random.int(1, 12), 2)}-${pad(random.int(1, 28), 2)}`,
        femaleNames.has(childFirst) ? 'female' : 'male',
        null,
        street,
        flat,
        'London',
        code,
        home?.id ?? null,
        leadId,
      ]);
    }
  }
  files.push(
    csvFile(
      'customers',
      [
        'customer_id', 'first_name', 'last_name', 'email', 'date_of_birth', 'gender', 'phone',
        'address_line_1', 'address_line_2', 'town', 'postcode', 'home_venue_id', 'family_lead_id',
      ], // prettier-ignore
      customerRows,
    ),
  );
  return files;
}
