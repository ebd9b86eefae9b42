import {
  findStaffByEmail,
  findStaffById,
  saveImportedStaff,
  staffRoles,
} from '../../../people/accounts';
import { createEmailOutbox } from '../../../people/email';
import { email, oneOf, operatorId, text } from '../import-columns';
import type { ImportKind } from '../import-kind';

/**
 * The roles an import may give. An operator administrator is appointed, changed or removed only
 * by another on the console's Staff page, so a manager's import can raise no one to it.
 */
const importedRoles = staffRoles.filter((role) => role !== 'operator_admin');
const ADMINISTRATOR_NOT_IMPORTED =
  "is an operator administrator: only an operator administrator changes their account, on the console's Staff page.";

interface StaffRow extends Record<string, unknown> {
  staff_id: string;
  venue_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: (typeof importedRoles)[number];
}

/**
 * Front-of-house staff. Passwords are never imported: each new member of staff is emailed an
 * invitation to choose their own, and cannot sign in until they have.
 */
export const staffKind: ImportKind<StaffRow> = {
  name: 'staff',
  label: 'staff member',
  key: 'staff_id',
  columns: [
    {
      name: 'staff_id',
      required: true,
      parse: operatorId,
      description: 'Your id for the member of staff.',
    },
    {
      name: 'venue_id',
      required: true,
      parse: operatorId,
      refersTo: 'venues',
      description: 'The venue whose front desk they work at (your venue_id).',
    },
    {
      name: 'email',
      required: true,
      parse: email,
      description:
        'Their own email address: they sign in with it, and their invitation is sent to it.',
    },
    { name: 'first_name', required: true, parse: text(100), description: 'First name.' },
    { name: 'last_name', required: true, parse: text(100), description: 'Last name.' },
    {
      name: 'role',
      required: true,
      parse: oneOf(importedRoles),
      description:
        'receptionist (serves customers and takes payments) or manager (may also change prices).',
    },
  ],
  async check(row, context) {
    const rows = context.rows.get('staff') ?? [];
    const earlier = rows
      .slice(0, rows.indexOf(row))
      .find((other) => other.values.email === row.values.email);
    if (earlier) {
      const where =
        earlier.file === row.file ? `line ${earlier.line}` : `${earlier.file} line ${earlier.line}`;
      return [
        {
          column: 'email',
          message: `The email "${row.values.email}" is also on ${where}: each member of staff signs in with their own address.`,
        },
      ];
    }
    const existingId = context.existingInternalId('staff', row.key);
    const [holder, existing] = await Promise.all([
      findStaffByEmail(context.db, row.values.email),
      existingId === undefined ? undefined : findStaffById(context.db, Number(existingId)),
    ]);
    if (holder?.role === 'operator_admin' || existing?.role === 'operator_admin') {
      return [{ column: 'email', message: `"${row.values.email}" ${ADMINISTRATOR_NOT_IMPORTED}` }];
    }
    if (holder && String(holder.id) !== existingId) {
      return [
        {
          column: 'email',
          message: `The email "${row.values.email}" is already another member of staff's sign-in (${holder.firstName} ${holder.lastName}).`,
        },
      ];
    }
    return [];
  },
  async write(rows, context) {
    const outbox = createEmailOutbox({ now: () => context.now });
    const ids = await saveImportedStaff(
      context.tx,
      context.operatorId,
      rows.map((row) => ({
        id: row.internalId === null ? null : Number(row.internalId),
        fields: {
          venueId: Number(context.internalId('venues', row.values.venue_id)),
          email: row.values.email,
          firstName: row.values.first_name,
          lastName: row.values.last_name,
          role: row.values.role,
        },
      })),
      { now: context.now, queueEmail: outbox.queue },
    );
    return new Map(rows.map((row, index) => [row.key, String(ids[index])]));
  },
};
