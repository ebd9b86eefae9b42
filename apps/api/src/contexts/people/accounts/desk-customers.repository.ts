import { and, asc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import type { Caller } from '../../../platform/http/auth-guard';
import { customerReference, nextCustomerId } from './accounts.repository';
import { customers } from './accounts.tables';
import { customersStaffActFor } from './acting-customer';

/** A customer as the desk finds them. */
export interface DeskCustomerRow {
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
  email: string | null;
  dateOfBirth: string | null;
  postcode: string | null;
  /** Made for one sale without an account (a walk-in): never found by the search. */
  isWalkIn: boolean;
}

const deskFields = {
  id: customers.id,
  reference: customers.reference,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  dateOfBirth: customers.dateOfBirth,
  postcode: customers.postcode,
  isWalkIn: customers.isWalkIn,
};

/** `%`, `_` and `\` typed into a search stand for themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A calendar date that exists (no 30 February), as `YYYY-MM-DD`; else null. */
function realDate(year: string, month: string, day: string): string | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * `17/05/1990` or `1990-05-17` as `1990-05-17`; null when the word is not a date, or names a day
 * that does not exist (it is then searched for as text, and finds nobody).
 */
function dateOfBirthIn(word: string): string | null {
  const british = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(word);
  if (british) return realDate(british[3] ?? '', british[2] ?? '', british[1] ?? '');
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(word);
  return iso ? realDate(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '') : null;
}

/**
 * One word of a desk search: a date of birth matches exactly; anything else matches part of a
 * name, the email, the reference, or the postcode (spaces ignored, so `NW3` and `NW36` find
 * `NW3 6ES`).
 */
function matchesWord(word: string): SQL | undefined {
  const dateOfBirth = dateOfBirthIn(word);
  if (dateOfBirth) return sql`${customers.dateOfBirth} = ${dateOfBirth}::date`;
  const pattern = `%${likeEscaped(word)}%`;
  const compact = `%${likeEscaped(word.replace(/\s+/g, ''))}%`;
  return or(
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    ilike(customers.email, pattern),
    ilike(customers.reference, pattern),
    sql`replace(${customers.postcode}, ' ', '') ilike ${compact}`,
  );
}

/**
 * The customers a member of staff may act for (their venue's) matching every word of a search,
 * by last then first name; closed accounts and walk-ins (made for one sale) are not found.
 */
export async function searchCustomersStaffActFor(
  db: Database,
  caller: Caller,
  search: string,
  limit: number,
): Promise<DeskCustomerRow[]> {
  const words = search.split(/\s+/).filter(Boolean);
  return db
    .select(deskFields)
    .from(customers)
    .where(
      and(
        customersStaffActFor(caller),
        isNull(customers.erasedAt),
        eq(customers.isWalkIn, false),
        ...words.map(matchesWord),
      ),
    )
    .orderBy(
      asc(sql`lower(${customers.lastName})`),
      asc(sql`lower(${customers.firstName})`),
      asc(customers.id),
    )
    .limit(limit);
}

/**
 * A customer made at the desk: no password (they set one with "Forgotten password"); or a walk-in
 * (`isWalkIn`), made for one sale, with no email and never found by the search.
 */
export async function insertDeskCustomer(
  db: Database,
  customer: {
    operatorId: number;
    homeVenueId: number;
    firstName: string;
    lastName: string;
    email: string | null;
    dateOfBirth: string | null;
    postcode: string | null;
    phone: string | null;
    isWalkIn?: boolean;
    now: Date;
  },
): Promise<DeskCustomerRow> {
  const { now, ...fields } = customer;
  const id = await nextCustomerId(db);
  const [row] = await db
    .insert(customers)
    .values({
      ...fields,
      id,
      reference: customerReference(id),
      registrationSource: 'front-of-house',
      createdAt: now,
      updatedAt: now,
    })
    .returning(deskFields);
  if (!row) throw new Error('the customer insert returned nothing');
  return row;
}

export async function findDeskCustomer(
  db: Database,
  customerId: number,
): Promise<DeskCustomerRow | undefined> {
  const [row] = await db.select(deskFields).from(customers).where(eq(customers.id, customerId));
  return row;
}
