import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { customers, familyLinks, hashPassword, staffUsers } from '../modules/accounts';
import {
  categories,
  categoryLocations,
  instructors,
  locations,
  pricingOptions,
  tags,
} from '../modules/catalogue';
import { cancellationPolicies } from '../modules/cancellation-policies';
import { membershipBenefits } from '../modules/benefits';
import { membershipPlans, membershipPlanVenues, memberships } from '../modules/memberships';
import { activityRestrictions, inductions } from '../modules/restrictions';
import { waivers } from '../modules/waivers';
import { activityQuestions } from '../modules/questions';
import { siteThemes, venueFooters } from '../modules/site-config';
import { bookingTerms } from '../modules/terms';
import { scheduleInstructors, schedules, scheduleTags } from '../modules/timetable';
import { operators, venues } from '../modules/venues';
import { seedDemoWaitlists } from './demo-waitlists';
import { seedDemoKioskPin } from './demo-kiosk';
import { seedDemoVouchers } from './demo-vouchers';
import { seedAccountHistory } from './demo-account-history';
import { demoCancellationPolicies } from './demo-cancellation-policies';
import { demoInstructors, demoTags } from './demo-activity-templates';
import { buildDemoCatalogue } from './demo-catalogue';
import { demoQuestions, demoWaivers } from './demo-consent';
import {
  demoMembershipBenefits,
  demoMembershipPlanVenues,
  demoMembershipPlans,
} from './demo-membership-plans';
import { addRestrictedActivities } from './demo-restricted-activities';
import {
  DEMO_PASSWORD,
  demoCustomers,
  demoFamilyLinks,
  demoMemberships,
  demoInductions,
  demoStaffMembers,
} from './demo-people';
import { demoBookingTerms } from './demo-terms';
import { demoVenues, type DemoVenue } from './demo-venues';

export const DEMO_OPERATOR_ID = 1;

export interface SeedOptions {
  /** Public address of the booking site; the my-account and online-joining sites share it by default. */
  siteUrl: string;
  /** Demo bookings and payments are placed around this instant (yesterday, next week). */
  now: Date;
  /**
   * The demo operator's Google Tag Manager containers (DEMO_TAG_MANAGER_IDS); none by default, so
   * a demo shows no cookie banner and never contacts Google.
   */
  tagManagerIds?: readonly string[];
}

/**
 * Writes the demo operator, venues, activities, timetables and people. Re-runnable: rows have
 * fixed ids and are upserted, and people are only created once (their passwords are not reset).
 */
export async function seedDemoData(
  db: Database,
  { siteUrl, now, tagManagerIds = [] }: SeedOptions,
): Promise<void> {
  const catalogue = buildDemoCatalogue(demoVenues);
  const restrictions = addRestrictedActivities(catalogue, demoVenues);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const upsert = async <T extends PgTable>(
      table: T,
      rows: T['$inferInsert'][],
      target: string[],
    ) => {
      for (let start = 0; start < rows.length; start += 1000) {
        const chunk = rows.slice(start, start + 1000);
        if (chunk.length === 0) continue;
        const columns = Object.keys(chunk[0] as object).filter((key) => !target.includes(key));
        const tableColumns = getTableColumns(table);
        const set = Object.fromEntries(
          columns.map((key) => [key, sql.raw(`excluded."${tableColumns[key]?.name ?? key}"`)]),
        ) as PgUpdateSetSource<T>;
        const targetColumns = target
          .map((key) => tableColumns[key])
          .filter((column) => column !== undefined);
        if (columns.length === 0) {
          await tx.insert(table).values(chunk).onConflictDoNothing();
        } else {
          await tx.insert(table).values(chunk).onConflictDoUpdate({ target: targetColumns, set });
        }
      }
    };

    await upsert(
      operators,
      [
        {
          id: DEMO_OPERATOR_ID,
          clientId: 'lido-leisure',
          name: 'Lido Leisure',
          onlineJoiningEnabled: true,
          guestPassesEnabled: true,
          kioskHomeUrl: `${siteUrl}/?kiosk=true&centre=swiss-cottage-leisure-centre`,
          migrationDate: '2026-01-01',
          tagManagerIds: [...tagManagerIds],
          bookingsSiteUrl: siteUrl,
          myAccountSiteUrl: siteUrl,
          onlineJoiningSiteUrl: siteUrl,
        },
      ],
      ['id'],
    );
    await upsert(
      venues,
      demoVenues.map((venue) => ({
        id: venue.id,
        operatorId: DEMO_OPERATOR_ID,
        slug: venue.slug,
        name: venue.name,
        addressLine1: venue.addressLine1,
        town: venue.town,
        area: venue.area,
        postcode: venue.postcode,
        lat: venue.lat,
        lng: venue.lng,
        phone: '0300 123 4567',
        email: `${venue.slug.split('-')[0] ?? 'hello'}@lido.example`,
        onlineJoiningEnabled: venue.hasPool,
      })),
      ['id'],
    );

    await upsert(
      siteThemes,
      [
        {
          id: 1,
          operatorId: DEMO_OPERATOR_ID,
          venueId: null,
          logoUrl: logoDataUri('Lido', '#8C59F8'),
        },
        ...demoVenues
          .filter((venue): venue is DemoVenue & { theme: NonNullable<DemoVenue['theme']> } =>
            Boolean(venue.theme),
          )
          .map((venue, index) => ({
            id: 2 + index,
            operatorId: DEMO_OPERATOR_ID,
            venueId: venue.id,
            headerPrimaryColour: venue.theme.primary,
            logoUrl: logoDataUri(venue.theme.logoText, venue.theme.primary),
            headerBgColour: venue.theme.headerBg,
            primaryColour: venue.theme.primary,
            secondaryColour1: venue.theme.secondary,
            secondaryColour2: venue.theme.secondary,
            frameAncestors: venue.frameAncestors ? [...venue.frameAncestors] : null,
          })),
      ],
      ['id'],
    );
    await upsert(
      venueFooters,
      demoVenues.map((venue) => ({ venueId: venue.id, html: footerHtml(venue) })),
      ['venueId'],
    );

    await upsert(
      instructors,
      demoInstructors.map((instructor) => ({ ...instructor, operatorId: DEMO_OPERATOR_ID })),
      ['id'],
    );
    await upsert(
      tags,
      demoTags.map((tag) => ({ ...tag, operatorId: DEMO_OPERATOR_ID })),
      ['id'],
    );
    await upsert(categories, catalogue.categories, ['id']);
    await upsert(locations, catalogue.locations, ['id']);
    await upsert(categoryLocations, catalogue.categoryLocations, ['categoryId', 'locationId']);
    await upsert(pricingOptions, catalogue.pricingOptions, ['id']);
    await upsert(cancellationPolicies, demoCancellationPolicies(catalogue.categories), [
      'categoryId',
    ]);
    await upsert(schedules, catalogue.schedules, ['id']);
    await upsert(scheduleInstructors, catalogue.scheduleInstructors, [
      'scheduleId',
      'instructorId',
    ]);
    await upsert(scheduleTags, catalogue.scheduleTags, ['scheduleId', 'tagId']);
    await upsert(
      waivers,
      demoWaivers.map((waiver) => ({ ...waiver, operatorId: DEMO_OPERATOR_ID, updatedAt: now })),
      ['id'],
    );
    await upsert(activityRestrictions, restrictions, ['id']);
    await upsert(activityQuestions, demoQuestions(catalogue), ['id']);

    await tx
      .insert(customers)
      .values(
        demoCustomers.map(({ canSignIn, ...customer }) => ({
          ...customer,
          operatorId: DEMO_OPERATOR_ID,
          passwordHash: canSignIn ? passwordHash : null,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(familyLinks).values(demoFamilyLinks).onConflictDoNothing();
    await upsert(
      membershipPlans,
      demoMembershipPlans.map((plan) => ({ ...plan, operatorId: DEMO_OPERATOR_ID })),
      ['id'],
    );
    await tx.insert(membershipPlanVenues).values(demoMembershipPlanVenues).onConflictDoNothing();
    await upsert(membershipBenefits, demoMembershipBenefits, ['id']);
    await tx.insert(memberships).values(demoMemberships).onConflictDoNothing();
    await tx
      .insert(staffUsers)
      .values(
        demoStaffMembers.map((staff) => ({ ...staff, operatorId: DEMO_OPERATOR_ID, passwordHash })),
      )
      .onConflictDoNothing();
    await upsert(bookingTerms, demoBookingTerms, ['id']);
    await tx
      .insert(inductions)
      .values(demoInductions.map((induction) => ({ ...induction, recordedAt: now })))
      .onConflictDoNothing();

    // Rows above carry explicit ids; move identity sequences past them so new rows never collide.
    for (const table of [
      'customers',
      'memberships',
      'staff_users',
      'site_themes',
      'activity_restrictions',
      'waivers',
      'activity_questions',
    ]) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
        ),
      );
    }
  });
  await seedAccountHistory(db, now);
  await seedDemoWaitlists(db, now);
  await seedDemoKioskPin(db, DEMO_OPERATOR_ID, now);
  await seedDemoVouchers(db, DEMO_OPERATOR_ID, now);
}

function logoDataUri(text: string, colour: string): string {
  const width = Math.max(120, text.length * 13 + 56);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40">` +
    `<circle cx="20" cy="20" r="16" fill="${colour}"/>` +
    `<path d="M9 23c4-4 7-4 11 0s7 4 11 0" stroke="#fff" stroke-width="3" fill="none"/>` +
    `<text x="44" y="27" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="${colour}">${text}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function footerHtml(venue: DemoVenue): string {
  return [
    `<div class="venue-footer">`,
    `<section><h2>${venue.name}</h2>`,
    `<p>${venue.addressLine1}, ${venue.area}, ${venue.town}, ${venue.postcode}</p>`,
    `<p>Telephone <a href="tel:03001234567">0300 123 4567</a></p></section>`,
    `<section><h2>Opening hours</h2>`,
    `<p>Monday to Friday 6:30am – 10:00pm<br>Saturday and Sunday 8:00am – 8:00pm</p></section>`,
    `<section><h2>Useful links</h2><ul>`,
    `<li><a href="/location/${venue.slug}">Book an activity</a></li>`,
    `<li><a href="/pricing">Membership pricing</a></li>`,
    `<li><a href="https://www.openstreetmap.org/?mlat=${venue.lat}&amp;mlon=${venue.lng}#map=16/${venue.lat}/${venue.lng}" target="_blank" rel="noopener">Map and directions</a></li>`,
    `</ul></section>`,
    `</div>`,
  ].join('');
}
