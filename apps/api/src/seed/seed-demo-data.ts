import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../platform/db/client';
import { customers, familyLinks, hashPassword, staffUsers } from '../contexts/people/accounts';
import { instructors, tags } from '../contexts/venue-setup/catalogue';
import { membershipBenefits } from '../contexts/memberships/benefits';
import { memberships } from '../contexts/memberships/memberships';
import { activityRestrictions, inductions } from '../contexts/timetable/restrictions';
import { waivers } from '../contexts/timetable/waivers';
import { activityQuestions } from '../contexts/timetable/questions';
import { siteThemes, venueFooters } from '../contexts/venue-setup/site-config';
import { bookingTerms } from '../contexts/venue-setup/terms';
import { operators } from '../contexts/venue-setup/venues';
import { seedDemoWaitlists } from './demo-waitlists';
import { seedDemoKioskPin } from './demo-kiosk';
import { seedDemoVouchers } from './demo-vouchers';
import { seedAccountHistory } from './demo-account-history';
import { demoInstructors, demoTags } from './demo-activity-templates';
import { demoImportFiles, importDemoCatalogue, tagDemoSchedules } from './demo-catalogue-import';
import { demoQuestions, demoWaivers } from './demo-consent';
import { demoMembershipBenefits } from './demo-membership-plans';
import { demoRestrictions } from './demo-restrictions';
import {
  DEMO_PASSWORD,
  demoCustomers,
  demoFamilyLinks,
  demoMemberships,
  demoInductions,
  demoStaffMembers,
} from './demo-people';
import { demoBookingTerms } from './demo-terms';
import { readDemoActivityIds, readDemoVenues } from './demo-imported';
import { demoVenueThemes, footerHtml, logoDataUri } from './demo-venue-themes';

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
 * Writes the demo operator, venues, activities, timetables and people. The catalogue (venues to
 * membership plans) is imported from `demo-import/` as an operator's files would be, so every
 * fresh start runs the import; what the import does not carry (themes, tags, restrictions,
 * waivers, questions, people and their history) is written here. Re-runnable: the import
 * changes only what changed, the other rows have fixed ids and are upserted, and people are
 * only created once (their passwords are not reset). One transaction: a failed seed leaves no
 * operator, so the next start seeds again.
 */
export async function seedDemoData(
  db: Database,
  { siteUrl, now, tagManagerIds = [] }: SeedOptions,
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const files = await demoImportFiles();

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
    // The import's schedules name these instructors, and find them by name.
    await upsert(
      instructors,
      demoInstructors.map((instructor) => ({ ...instructor, operatorId: DEMO_OPERATOR_ID })),
      ['id'],
    );
    await importDemoCatalogue(tx, files, now);
    const venues = await readDemoVenues(tx);
    const activityIds = await readDemoActivityIds(tx);

    await upsert(
      siteThemes,
      [
        {
          id: 1,
          operatorId: DEMO_OPERATOR_ID,
          venueId: null,
          logoUrl: logoDataUri('Lido', '#8C59F8'),
        },
        ...demoVenueThemes.map((theme, index) => ({
          id: 2 + index,
          operatorId: DEMO_OPERATOR_ID,
          venueId: venues.find((venue) => venue.slug === theme.venueSlug)!.id,
          headerPrimaryColour: theme.primary,
          logoUrl: logoDataUri(theme.logoText, theme.primary),
          headerBgColour: theme.headerBg,
          primaryColour: theme.primary,
          secondaryColour1: theme.secondary,
          secondaryColour2: theme.secondary,
          frameAncestors: theme.frameAncestors ? [...theme.frameAncestors] : null,
        })),
      ],
      ['id'],
    );
    await upsert(
      venueFooters,
      venues.map((venue) => ({ venueId: venue.id, html: footerHtml(venue) })),
      ['venueId'],
    );

    await upsert(
      tags,
      demoTags.map((tag) => ({ ...tag, operatorId: DEMO_OPERATOR_ID })),
      ['id'],
    );
    await tagDemoSchedules(tx);
    await upsert(
      waivers,
      demoWaivers.map((waiver) => ({ ...waiver, operatorId: DEMO_OPERATOR_ID, updatedAt: now })),
      ['id'],
    );
    await upsert(activityRestrictions, demoRestrictions(venues, activityIds), ['id']);
    await upsert(activityQuestions, demoQuestions(venues, activityIds), ['id']);

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
      .values(
        demoInductions.map(({ inductionActivity, ...induction }) => ({
          ...induction,
          inductionCategoryId: activityIds.get(inductionActivity)!,
          recordedAt: now,
        })),
      )
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
