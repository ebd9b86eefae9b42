import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/raw-rows';
import { customerReference } from './accounts.repository';
import { customerMedicalNotes, type customers } from './accounts.tables';
import { recordInvitationsDue } from './customer-invitations';

// Customers moved from an operator's old system by the operator import, in bulk: tens of
// thousands at a time, so every read and write here takes a whole chunk of rows per query.

/**
 * Rows per statement. Each statement takes its rows as one JSON parameter (`json_to_recordset`):
 * building a statement of 17,000 parameters costs more than PostgreSQL's work to insert the rows.
 */
const CHUNK = 1000;
/** Emails or ids per lookup: one JSON parameter, matched through an index (`lower(email)`, ids). */
const LOOKUP_CHUNK = 10_000;

export type ImportedCustomerFields = Pick<
  typeof customers.$inferInsert,
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'gender'
  | 'phone'
  | 'addressLine1'
  | 'addressLine2'
  | 'town'
  | 'postcode'
  | 'homeVenueId'
> & { email: string | null };

function chunksOf<T>(items: readonly T[], size = CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

const asJson = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/** The customers holding these addresses (compared in lower case): id by lower-case email. */
export async function customerIdsByEmail(
  db: Database,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  for (const chunk of chunksOf(unique, LOOKUP_CHUNK)) {
    const rows = await rowsOf<{ id: number; email: string }>(
      db,
      sql`select id, lower(email) as email from customers
        where lower(email) = any(array(select json_array_elements_text(${asJson(chunk)})))`,
    );
    for (const row of rows) found.set(row.email, Number(row.id));
  }
  return found;
}

/** The family links in which any of these customers is the lead or a member. */
export async function familyLinksOfCustomers(
  db: Database,
  customerIds: readonly number[],
): Promise<Array<{ leadId: number; memberId: number }>> {
  const links: Array<{ leadId: number; memberId: number }> = [];
  for (const chunk of chunksOf([...new Set(customerIds)], LOOKUP_CHUNK)) {
    const ids = sql`array(select json_array_elements_text(${asJson(chunk)})::integer)`;
    const rows = await rowsOf<{ lead_id: number; member_id: number }>(
      db,
      sql`select parent_customer_id as lead_id, member_customer_id as member_id from family_links
        where parent_customer_id = any(${ids}) or member_customer_id = any(${ids})`,
    );
    links.push(
      ...rows.map((row) => ({ leadId: Number(row.lead_id), memberId: Number(row.member_id) })),
    );
  }
  return links;
}

/**
 * Writes imported customers: rows with an id are updated (unless the account was closed: its
 * erased row stays anonymised), the others made, each new one with an email recorded as due an
 * invitation to set a password (Lido never imports passwords; `sendDueInvitations` sends them
 * once the import has committed). Answers each row's id, in order.
 */
export async function saveImportedCustomers(
  tx: Database,
  rows: ReadonlyArray<{ id: number | null; fields: ImportedCustomerFields }>,
  options: { operatorId: number; now: Date },
): Promise<number[]> {
  const { operatorId, now } = options;
  const fresh = rows.filter((row) => row.id === null);
  const freshIds = await reserveCustomerIds(tx, fresh.length);
  const ids: number[] = [];
  const made: Array<{ id: number; fields: ImportedCustomerFields }> = [];
  const changed: Array<{ id: number; fields: ImportedCustomerFields }> = [];
  for (const row of rows) {
    if (row.id === null) {
      const id = freshIds[made.length]!;
      made.push({ id, fields: row.fields });
      ids.push(id);
    } else {
      changed.push({ id: row.id, fields: row.fields });
      ids.push(row.id);
    }
  }
  const at = now.toISOString();
  for (const chunk of chunksOf(made)) {
    await tx.execute(sql`insert into customers (id, operator_id, reference, email, first_name,
        last_name, date_of_birth, gender, phone, address_line_1, address_line_2, town, postcode,
        home_venue_id, registration_source, created_at, updated_at)
      select v.id, ${operatorId}::integer, v.reference, v.email, v.first_name, v.last_name,
        v.date_of_birth, v.gender, v.phone, v.address_line_1, v.address_line_2, v.town, v.postcode,
        v.home_venue_id, 'import', ${at}::timestamptz, ${at}::timestamptz
      from json_to_recordset(${asJson(chunk.map(({ id, fields }) => ({ ...columnsOf(fields), id, reference: customerReference(id) })))})
        as v(${customerRecord}, reference text)`);
  }
  for (const chunk of chunksOf(changed)) {
    await tx.execute(sql`update customers set
        first_name = v.first_name, last_name = v.last_name, email = v.email,
        date_of_birth = v.date_of_birth, gender = v.gender, phone = v.phone,
        address_line_1 = v.address_line_1, address_line_2 = v.address_line_2, town = v.town,
        postcode = v.postcode, home_venue_id = v.home_venue_id, updated_at = ${at}::timestamptz
      from json_to_recordset(${asJson(chunk.map(({ id, fields }) => ({ ...columnsOf(fields), id })))})
        as v(${customerRecord})
      where customers.id = v.id and customers.erased_at is null`);
  }
  await recordInvitationsDue(
    tx,
    made.flatMap((customer) => (customer.fields.email === null ? [] : [customer.id])),
    now,
  );
  return ids;
}

/** The record the rows' JSON is read as: the customers' columns an import writes. */
const customerRecord = sql.raw(
  `id integer, email text, first_name text, last_name text, date_of_birth date, gender text,
  phone text, address_line_1 text, address_line_2 text, town text, postcode text, home_venue_id integer`,
);

function columnsOf(fields: ImportedCustomerFields) {
  return {
    email: fields.email,
    first_name: fields.firstName,
    last_name: fields.lastName,
    date_of_birth: fields.dateOfBirth ?? null,
    gender: fields.gender ?? null,
    phone: fields.phone ?? null,
    address_line_1: fields.addressLine1 ?? null,
    address_line_2: fields.addressLine2 ?? null,
    town: fields.town ?? null,
    postcode: fields.postcode ?? null,
    home_venue_id: fields.homeVenueId ?? null,
  };
}

/**
 * Ids from the customers' own sequence, so each reference is known before its insert: taken in
 * one statement and answered as one row (a list), not a result row per id.
 */
async function reserveCustomerIds(tx: Database, count: number): Promise<number[]> {
  if (count === 0) return [];
  const [row] = await rowsOf<{ ids: string }>(
    tx,
    sql`select string_agg(nextval(pg_get_serial_sequence('customers', 'id'))::text, ',') as ids
      from generate_series(1, ${count}::integer)`,
  );
  return row!.ids.split(',').map(Number);
}

/**
 * Sets who looks after each imported customer (one level: the lead is no one's member). A member
 * whose lead changed or went loses the old link and, as when a lead removes someone in My account,
 * the medical notes kept with that lead's consent. Closed accounts are left as they are.
 */
export async function replaceFamilyLeads(
  tx: Database,
  members: ReadonlyArray<{ memberId: number; leadId: number | null; isNew: boolean }>,
): Promise<void> {
  const closed = await erasedCustomerIds(tx, [
    ...members.filter((member) => !member.isNew).map((member) => member.memberId),
    ...members.flatMap((member) => (member.leadId === null ? [] : [member.leadId])),
  ]);
  const open = members.filter((member) => !closed.has(member.memberId));
  for (const chunk of chunksOf(open.filter((member) => !member.isNew))) {
    const pairs = chunk.map((member) => ({ member_id: member.memberId, lead_id: member.leadId }));
    const unlinked = await rowsOf<{ member_customer_id: number }>(
      tx,
      sql`delete from family_links
        using json_to_recordset(${asJson(pairs)}) as v(member_id integer, lead_id integer)
        where family_links.member_customer_id = v.member_id
          and family_links.parent_customer_id is distinct from v.lead_id
        returning family_links.member_customer_id`,
    );
    const unlinkedIds = [...new Set(unlinked.map((row) => Number(row.member_customer_id)))];
    if (unlinkedIds.length > 0) {
      await tx
        .delete(customerMedicalNotes)
        .where(inArray(customerMedicalNotes.customerId, unlinkedIds));
    }
  }
  const links = open.flatMap((member) =>
    member.leadId === null || closed.has(member.leadId)
      ? []
      : [{ lead_id: member.leadId, member_id: member.memberId }],
  );
  for (const chunk of chunksOf(links)) {
    await tx.execute(sql`insert into family_links (parent_customer_id, member_customer_id, relationship)
      select v.lead_id, v.member_id, 'child'
      from json_to_recordset(${asJson(chunk)}) as v(lead_id integer, member_id integer)
      on conflict do nothing`);
  }
}

async function erasedCustomerIds(
  db: Database,
  customerIds: readonly number[],
): Promise<Set<number>> {
  const erased = new Set<number>();
  for (const chunk of chunksOf([...new Set(customerIds)], LOOKUP_CHUNK)) {
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`select id from customers
        where id = any(array(select json_array_elements_text(${asJson(chunk)})::integer))
          and erased_at is not null`,
    );
    for (const row of rows) erased.add(Number(row.id));
  }
  return erased;
}
