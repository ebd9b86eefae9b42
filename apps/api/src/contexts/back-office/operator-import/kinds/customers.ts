import { calendarDateIn } from '@lido/calendar-date';
import {
  customerIdsByEmail,
  replaceFamilyLeads,
  saveImportedCustomers,
  sendDueInvitations,
} from '../../../people/accounts';
import { queueEmails } from '../../../people/email';
import { email, isoDate, operatorId, text } from '../import-columns';
import type { CheckContext, ImportKind, ImportRow } from '../import-kind';
import { checkFamilies } from './customer-families';
import { ukPostcode } from './shared-columns';

interface CustomerRow extends Record<string, unknown> {
  customer_id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  date_of_birth: string | null;
  gender: string | null;
  phone: string | null;
  address_line_1: string | null;
  address_line_2: string | null;
  town: string | null;
  postcode: string | null;
  home_venue_id: string | null;
  family_lead_id: string | null;
}

type RowProblem = { column: string; message: string };

/**
 * The problems of every customer row, found together: an import may hold 100,000 customers, so
 * emails and families are checked with a few queries over all of them, not one per row. The
 * framework asks row by row; the first ask finds them all, for this import's context.
 */
const problemsByContext = new WeakMap<
  CheckContext,
  Promise<Map<ImportRow<CustomerRow>, RowProblem[]>>
>();

/** Customers, with their families (a lead and their juniors); passwords are never imported. */
export const customersKind: ImportKind<CustomerRow> = {
  name: 'customers',
  label: 'customer',
  key: 'customer_id',
  columns: [
    {
      name: 'customer_id',
      required: true,
      parse: operatorId,
      description: 'Your id for the customer (their membership or account number).',
    },
    { name: 'first_name', required: true, parse: text(80), description: 'First name.' },
    { name: 'last_name', required: true, parse: text(80), description: 'Last name.' },
    {
      name: 'email',
      required: false,
      parse: email,
      description:
        'Email address, used to sign in; each customer’s own. A new customer with one is emailed a link to set a password. Juniors may have none.',
    },
    {
      name: 'date_of_birth',
      required: false,
      parse: isoDate,
      description: 'Date of birth, YYYY-MM-DD.',
    },
    {
      name: 'gender',
      required: false,
      parse: text(30),
      description: 'Gender, as the customer gave it.',
    },
    { name: 'phone', required: false, parse: text(30), description: 'Phone number.' },
    {
      name: 'address_line_1',
      required: false,
      parse: text(120),
      description: 'First address line.',
    },
    {
      name: 'address_line_2',
      required: false,
      parse: text(120),
      description: 'Second address line.',
    },
    { name: 'town', required: false, parse: text(80), description: 'Town or city.' },
    { name: 'postcode', required: false, parse: ukPostcode, description: 'UK postcode.' },
    {
      name: 'home_venue_id',
      required: false,
      parse: operatorId,
      refersTo: 'venues',
      description: 'The customer’s home venue (your venue_id).',
    },
    {
      name: 'family_lead_id',
      required: false,
      parse: operatorId,
      refersTo: 'customers',
      description:
        'For a junior: the customer_id of the family lead who books for them (a lead has no lead of their own).',
    },
  ],
  async check(row, context) {
    let found = problemsByContext.get(context);
    if (!found) {
      const rows = (context.rows.get('customers') ?? []) as ImportRow<CustomerRow>[];
      found = findProblems(rows, context);
      problemsByContext.set(context, found);
    }
    return (await found).get(row) ?? [];
  },
  async write(rows, context) {
    const ids = await saveImportedCustomers(
      context.tx,
      rows.map((row) => ({
        id: row.internalId === null ? null : Number(row.internalId),
        fields: {
          firstName: row.values.first_name,
          lastName: row.values.last_name,
          email: row.values.email,
          dateOfBirth: row.values.date_of_birth,
          gender: row.values.gender,
          phone: row.values.phone,
          addressLine1: row.values.address_line_1,
          addressLine2: row.values.address_line_2,
          town: row.values.town,
          postcode: row.values.postcode,
          homeVenueId:
            row.values.home_venue_id === null
              ? null
              : Number(context.internalId('venues', row.values.home_venue_id)),
        },
      })),
      { operatorId: context.operatorId, now: context.now },
    );
    const written = new Map(rows.map((row, index) => [row.key, String(ids[index])]));
    const idOf = (key: string) => Number(written.get(key) ?? context.internalId('customers', key));
    await replaceFamilyLeads(
      context.tx,
      rows
        .filter((row) => row.internalId !== null || row.values.family_lead_id !== null)
        .map((row) => ({
          memberId: idOf(row.key),
          leadId: row.values.family_lead_id === null ? null : idOf(row.values.family_lead_id),
          isNew: row.internalId === null,
        })),
    );
    return written;
  },
  // New customers with an email were recorded as due an invitation; it is sent once they exist.
  async afterCommit({ db, now }) {
    await sendDueInvitations(db, {
      now,
      queueEmails: (tx, emails) => queueEmails(tx, emails, now),
    });
  },
};

async function findProblems(
  rows: readonly ImportRow<CustomerRow>[],
  context: CheckContext,
): Promise<Map<ImportRow<CustomerRow>, RowProblem[]>> {
  const problems = new Map<ImportRow<CustomerRow>, RowProblem[]>();
  const report = (row: ImportRow<CustomerRow>, column: string, message: string) => {
    const list = problems.get(row) ?? [];
    list.push({ column, message });
    problems.set(row, list);
  };
  const where = (row: ImportRow<CustomerRow>, from: ImportRow<CustomerRow>) =>
    row.file === from.file ? `line ${row.line}` : `${row.file} line ${row.line}`;

  // A date of birth today is a newborn's.
  const today = calendarDateIn(context.now);
  for (const row of rows) {
    if (row.values.date_of_birth !== null && row.values.date_of_birth > today) {
      report(row, 'date_of_birth', '"date_of_birth" must not be in the future.');
    }
  }

  const firstWithEmail = new Map<string, ImportRow<CustomerRow>>();
  for (const row of rows) {
    const address = row.values.email;
    if (address === null) continue;
    const first = firstWithEmail.get(address);
    if (first) {
      report(
        row,
        'email',
        `This email address is also the customer's on ${where(first, row)}: each customer needs their own.`,
      );
    } else {
      firstWithEmail.set(address, row);
    }
  }
  const holders = await customerIdsByEmail(context.db, [...firstWithEmail.keys()]);
  for (const [address, row] of firstWithEmail) {
    const holder = holders.get(address);
    if (
      holder !== undefined &&
      String(holder) !== context.existingInternalId('customers', row.key)
    ) {
      report(
        row,
        'email',
        'This email address is already another customer’s in Lido: each customer needs their own.',
      );
    }
  }

  await checkFamilies(rows, context, report, where);
  return problems;
}
