import { readdir, readFile } from 'node:fs/promises';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowsOf } from '../db/raw-rows';
import { customers, familyLinks, hashPassword, staffUsers } from '../modules/accounts';
import { instructors, tags } from '../modules/catalogue';
import { membershipBenefits } from '../modules/benefits';
import { memberships } from '../modules/memberships';
import { importKinds, runImport, type ImportFile } from '../modules/operator-import';
import { activityRestrictions, inductions } from '../modules/restrictions';
import { waivers } from '../modules/waivers';
import { activityQuestions } from '../modules/questions';
import { siteThemes, venueFooters } from '../modules/site-config';
import { bookingTerms } from '../modules/terms';
import { scheduleTags } from '../modules/timetable';
import { operators } from '../modules/venues';
import { seedDemoWaitlists } from './demo-waitlists';
import { seedDemoKioskPin } from './demo-kiosk';
import { seedDemoVouchers } from './demo-vouchers';
import { seedAccountHistory } from './demo-account-history';
import { demoInstructors, demoTags, demoTagsByActivity } from './demo-activity-templates';
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
import { readDemoActivityIds, readDemoVenues, type DemoVenue } from './demo-imported';
import { demoVenueThemes } from './demo-venue-themes';

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

/** The demo's venues, locations, activities, prices, timetables, policies and plans, as an operator's files. */
const demoImportFolder = new URL('./demo-import/', import.meta.url);

export async function demoImportFiles(): Promise<ImportFile[]> {
  const names = (await readdir(demoImportFolder)).filter((name) => name.endsWith('.csv')).sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      content: await readFile(new URL(name, demoImportFolder), 'utf8'),
    })),
  );
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
    await refuseCatalogueFromBeforeTheImport(tx);
    const report = await runImport(tx, importKinds, files, {
      dryRun: false,
      staffUserId: null,
      now,
    });
    if (report.problems.length > 0) {
      const [first] = report.problems;
      throw new Error(
        `The demo import was refused (${report.problems.length} problems; first: ${first?.file} line ${first?.line}, ${first?.column}: ${first?.message})`,
      );
    }
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

/**
 * A demo database seeded before the demo was imported holds its timetable without the import's
 * keys: importing over it would give every venue each session twice.
 */
async function refuseCatalogueFromBeforeTheImport(tx: Database): Promise<void> {
  const [row] = await rowsOf<{ schedules: number; keys: number }>(
    tx,
    sql`select (select count(*) from schedules)::int as schedules,
      (select count(*) from import_keys where kind = 'schedules')::int as keys`,
  );
  if (row && row.schedules > 0 && row.keys === 0) {
    throw new Error(
      'This demo database was seeded by an earlier Lido, before the demo was imported: start the demo on an empty database (a new DATA_DIR).',
    );
  }
}

/** Tags each demo session with its activity's tags ("Low impact" on every Yoga session). */
async function tagDemoSchedules(tx: Database): Promise<void> {
  const pairs = Object.entries(demoTagsByActivity).flatMap(([slug, names]) =>
    names.map((name) => ({ slug, tag_id: demoTags.find((tag) => tag.name === name)!.id })),
  );
  await tx.execute(sql`insert into ${scheduleTags} (schedule_id, tag_id)
    select s.id, p.tag_id
    from schedules s
    join categories c on c.id = s.category_id
    join json_to_recordset(${JSON.stringify(pairs)}::json) as p(slug text, tag_id int)
      on p.slug = c.slug
    on conflict do nothing`);
}
