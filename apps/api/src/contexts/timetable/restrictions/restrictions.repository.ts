import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { jsonColumn, rowsOf } from '../../../platform/db/raw-rows';
import { inductions } from './restrictions.tables';
import { NO_RESTRICTIONS, type ActivityRestrictions } from './restriction-rules';
import type { RestrictionKind } from './restrictions.tables';

interface RawRestriction {
  id: number;
  kind: RestrictionKind;
  min_age: number | null;
  max_age: number | null;
  induction_category_id: string | null;
  induction_slug: string | null;
  induction_name: string | null;
  induction_venue_slug: string | null;
  waiver_id: number | null;
  waiver_title: string | null;
  waiver_version: number | null;
}

/** An activity's restrictions, folded into one value (no rows: none). */
export async function findActivityRestrictions(
  db: Database,
  categoryId: string,
): Promise<ActivityRestrictions> {
  return foldRestrictions(
    await rowsOf<RawRestriction>(
      db,
      sql`
      select r.id, r.kind, r.min_age, r.max_age, r.induction_category_id,
        ic.slug as induction_slug, ic.name as induction_name, iv.slug as induction_venue_slug,
        r.waiver_id, w.title as waiver_title, w.version as waiver_version
      from activity_restrictions r
      left join categories ic on ic.id = r.induction_category_id
      left join venues iv on iv.id = ic.venue_id
      left join waivers w on w.id = r.waiver_id
      where r.category_id = ${categoryId}
      order by r.id`,
    ),
  );
}

/** The category a restriction belongs to, by the restriction's id. */
export async function findRestrictionCategory(
  db: Database,
  restrictionId: number,
  operatorId: number,
): Promise<string | null> {
  // Another operator's restriction reads as missing, as its activity does.
  const [row] = await rowsOf<{ category_id: string }>(
    db,
    sql`select r.category_id from activity_restrictions r
      join categories c on c.id = r.category_id
      join venues v on v.id = c.venue_id
      where r.id = ${restrictionId} and v.operator_id = ${operatorId}`,
  );
  return row?.category_id ?? null;
}

function foldRestrictions(rows: readonly RawRestriction[]): ActivityRestrictions {
  if (rows.length === 0) return NO_RESTRICTIONS;
  const restrictions: ActivityRestrictions = { ...NO_RESTRICTIONS, ids: [] };
  for (const row of rows) {
    restrictions.ids.push(Number(row.id));
    if (row.kind === 'members_only') restrictions.membersOnly = true;
    if (row.kind === 'age') restrictions.age = { min: row.min_age, max: row.max_age };
    if (row.kind === 'waiver' && row.waiver_id !== null) {
      restrictions.waiver = {
        restrictionId: row.id,
        waiverId: row.waiver_id,
        title: row.waiver_title ?? '',
        version: row.waiver_version ?? 1,
      };
    }
    if (row.kind === 'induction' && row.induction_category_id) {
      restrictions.induction = {
        categoryId: row.induction_category_id,
        slug: row.induction_slug ?? '',
        name: row.induction_name ?? '',
        venueSlug: row.induction_venue_slug ?? '',
      };
    }
  }
  return restrictions;
}

export interface RawPerson {
  customer_id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  inductions: string[];
}

/**
 * The customers named and, with `withFamily`, the family each of them leads: first name, date
 * of birth and completed inductions. The customer asked for comes first.
 */
export async function findPeople(
  db: Database,
  customerId: number,
  { withFamily }: { withFamily: boolean },
): Promise<RawPerson[]> {
  const family = withFamily
    ? sql`union all
      select c.id, c.first_name, c.last_name, c.date_of_birth, 1 from family_links f
      join customers c on c.id = f.member_customer_id
      where f.parent_customer_id = ${customerId}`
    : sql``;
  const rows = await rowsOf<RawPerson>(
    db,
    sql`
      select p.id as customer_id, p.first_name, p.last_name, p.date_of_birth::text as date_of_birth,
        (select json_agg(i.induction_category_id) from inductions i where i.customer_id = p.id)
          as inductions
      from (
        select c.id, c.first_name, c.last_name, c.date_of_birth, 0 as position from customers c
        where c.id = ${customerId}
        ${family}
      ) p
      order by p.position, p.id`,
  );
  return rows.map((row) => ({
    ...row,
    customer_id: Number(row.customer_id),
    inductions: jsonColumn<string[]>(row.inductions, []),
  }));
}

export async function insertInduction(
  db: Database,
  row: typeof inductions.$inferInsert,
): Promise<void> {
  await db
    .insert(inductions)
    .values(row)
    .onConflictDoUpdate({
      target: [inductions.customerId, inductions.inductionCategoryId],
      set: { recordedAt: row.recordedAt, recordedByStaffId: row.recordedByStaffId },
    });
}
