import {
  dateOfBirthProblem,
  familyRelationships,
  MEDICAL_CONSENT_REQUIRED_MESSAGE,
  type FamilyPerson,
  type FamilyPersonUpdate,
  type FamilyRelationship,
  type NewFamilyPerson,
  type StatusMessage,
} from '@lido/contract';
import { calendarDateIn } from '@lido/calendar-date';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db/client';
import { DomainError, notFound } from '../../../platform/errors/domain-error';
import type { Caller } from '../../../platform/http/auth-guard';
import {
  customerReference,
  findCustomerById,
  nextCustomerId,
  updateCustomer,
} from './accounts.repository';
import { resolveActingCustomer, UNAUTHORISED_MESSAGE } from './acting-customer';
import { validationFailed } from './auth.service';
import {
  countFamilyLocked,
  deleteFamilyLink,
  deleteMedicalNotes,
  findFamilyPerson,
  insertCustomerWithoutLogin,
  insertFamilyLink,
  listFamily,
  lockFamilyLink,
  saveMedicalNotes,
  updateFamilyRelationship,
  type FamilyPersonRow,
} from './family.repository';

interface FamilyDeps {
  db: Database;
  clock: Clock;
}

/** Each person added is a customer row for good; a cap keeps one account from making thousands. */
export const MAX_FAMILY_SIZE = 20;
export const FAMILY_FULL_MESSAGE = `A family can have at most ${MAX_FAMILY_SIZE} people.`;

const notInFamily = () => new DomainError('FORBIDDEN', UNAUTHORISED_MESSAGE);

/**
 * Whose family a request manages: the caller's own, or (staff) a customer of their venue's. A
 * lead acting for their child gets 403: a child has no family of their own to manage, and
 * people linked to them would be out of reach of anyone who can sign in.
 */
export async function resolveFamilyLead(
  db: Database,
  caller: Caller,
  selectedUserId: number | null | undefined,
): Promise<number> {
  const acting = await resolveActingCustomer(db, caller, selectedUserId);
  if (acting.relation === 'family') throw notInFamily();
  return acting.customerId;
}

export async function getFamily(db: Database, leadId: number): Promise<FamilyPerson[]> {
  return (await listFamily(db, leadId)).map(toFamilyPerson);
}

export async function addToFamily(
  { db, clock }: FamilyDeps,
  leadId: number,
  body: NewFamilyPerson,
): Promise<FamilyPerson> {
  const now = clock.now();
  throwIfInvalid({ ...body, today: calendarDateIn(now) });
  const lead = await findCustomerById(db, leadId);
  if (!lead) throw notFound();

  return db.transaction(async (tx) => {
    if ((await countFamilyLocked(tx, leadId)) >= MAX_FAMILY_SIZE) {
      throw new DomainError('VALIDATION_FAILED', FAMILY_FULL_MESSAGE);
    }
    // Registration's way: the reference comes from the id, so both are known before the insert.
    const id = await nextCustomerId(tx);
    await insertCustomerWithoutLogin(tx, {
      id,
      operatorId: lead.operatorId,
      reference: customerReference(id),
      firstName: body.first_name,
      lastName: body.last_name,
      dateOfBirth: body.date_of_birth,
      homeVenueId: lead.homeVenueId,
      createdAt: now,
      updatedAt: now,
    });
    await insertFamilyLink(tx, { leadId, personId: id, relationship: body.relationship });
    if (body.medical_notes) {
      await saveMedicalNotes(tx, {
        customerId: id,
        notes: body.medical_notes,
        consentGivenBy: leadId,
        now,
      });
    }
    return requirePerson(tx, leadId, id);
  });
}

export async function changeFamilyPerson(
  { db, clock }: FamilyDeps,
  leadId: number,
  personId: number,
  body: FamilyPersonUpdate,
): Promise<FamilyPerson> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Whether the person is in the family is answered before anything about the body.
    if (!(await lockFamilyLink(tx, leadId, personId))) throw notInFamily();
    throwIfInvalid({ ...body, today: calendarDateIn(now) });

    await updateCustomer(tx, personId, {
      firstName: body.first_name,
      lastName: body.last_name,
      dateOfBirth: body.date_of_birth,
      updatedAt: now,
    });
    if (body.relationship) {
      await updateFamilyRelationship(tx, leadId, personId, body.relationship);
    }
    if (body.medical_notes === null) await deleteMedicalNotes(tx, personId);
    if (body.medical_notes) {
      // Staff acting for the lead record the lead's consent, given at the desk.
      await saveMedicalNotes(tx, {
        customerId: personId,
        notes: body.medical_notes,
        consentGivenBy: leadId,
        now,
      });
    }
    return requirePerson(tx, leadId, personId);
  });
}

/**
 * Takes the person out of the family. Their customer row stays, with their bookings and
 * payments; their medical notes go, because the consent they were kept under was the lead's.
 */
export async function removeFromFamily(
  { db }: FamilyDeps,
  leadId: number,
  personId: number,
): Promise<StatusMessage> {
  return db.transaction(async (tx) => {
    if (!(await lockFamilyLink(tx, leadId, personId))) throw notInFamily();
    const person = await requirePerson(tx, leadId, personId);
    await deleteFamilyLink(tx, leadId, personId);
    await deleteMedicalNotes(tx, personId);
    return {
      status: 'success' as const,
      message: `${person.first_name} ${person.last_name} has been removed from the family.`,
    };
  });
}

/** The field messages the schema cannot give: the date of birth's range and the consent rule. */
function throwIfInvalid(body: {
  date_of_birth?: string | undefined;
  medical_notes?: string | null | undefined;
  medical_consent?: boolean | undefined;
  today: string;
}): void {
  const errors: Record<string, string[]> = {};
  const dateProblem =
    body.date_of_birth === undefined ? null : dateOfBirthProblem(body.date_of_birth, body.today);
  if (dateProblem) errors.date_of_birth = [dateProblem];
  if (body.medical_notes && body.medical_consent !== true) {
    errors.medical_consent = [MEDICAL_CONSENT_REQUIRED_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

async function requirePerson(db: Database, leadId: number, personId: number) {
  const row = await findFamilyPerson(db, leadId, personId);
  if (!row) throw notInFamily();
  return toFamilyPerson(row);
}

const isRelationship = (value: string): value is FamilyRelationship =>
  (familyRelationships as readonly string[]).includes(value);

function toFamilyPerson(row: FamilyPersonRow): FamilyPerson {
  return {
    id: row.id,
    reference: row.reference,
    first_name: row.firstName,
    last_name: row.lastName,
    date_of_birth: row.dateOfBirth,
    // The column is free text; a word Lido does not offer reads as "other".
    relationship: isRelationship(row.relationship) ? row.relationship : 'other',
    medical_notes: row.medicalNotes,
    medical_consent_given_at: row.medicalConsentGivenAt?.toISOString() ?? null,
  };
}
