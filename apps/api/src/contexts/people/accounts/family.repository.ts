import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { customerMedicalNotes, customers, familyLinks } from './accounts.tables';

export interface FamilyPersonRow {
  id: number;
  reference: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  relationship: string;
  medicalNotes: string | null;
  medicalConsentGivenAt: Date | null;
}

const personColumns = {
  id: customers.id,
  reference: customers.reference,
  firstName: customers.firstName,
  lastName: customers.lastName,
  dateOfBirth: customers.dateOfBirth,
  relationship: familyLinks.relationship,
  medicalNotes: customerMedicalNotes.notes,
  medicalConsentGivenAt: customerMedicalNotes.consentGivenAt,
};

const familyOf = (db: Database) =>
  db
    .select(personColumns)
    .from(familyLinks)
    .innerJoin(customers, eq(customers.id, familyLinks.memberCustomerId))
    .leftJoin(customerMedicalNotes, eq(customerMedicalNotes.customerId, customers.id));

/** The lead's family with their medical notes, oldest link first. */
export async function listFamily(db: Database, leadId: number): Promise<FamilyPersonRow[]> {
  return familyOf(db).where(eq(familyLinks.parentCustomerId, leadId)).orderBy(asc(customers.id));
}

export async function findFamilyPerson(
  db: Database,
  leadId: number,
  personId: number,
): Promise<FamilyPersonRow | undefined> {
  const [row] = await familyOf(db).where(
    and(eq(familyLinks.parentCustomerId, leadId), eq(familyLinks.memberCustomerId, personId)),
  );
  return row;
}

/**
 * Locks the link for the rest of the transaction, so an edit and a removal of the same person
 * cannot interleave (an edit must not write notes for someone just taken out). False when the
 * person is not in the lead's family.
 */
export async function lockFamilyLink(
  db: Database,
  leadId: number,
  personId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: familyLinks.memberCustomerId })
    .from(familyLinks)
    .where(
      and(eq(familyLinks.parentCustomerId, leadId), eq(familyLinks.memberCustomerId, personId)),
    )
    .for('update');
  return row !== undefined;
}

/**
 * How many people the lead's family has, with the lead's row locked until the transaction ends,
 * so two additions at once cannot both see room for one more.
 */
export async function countFamilyLocked(db: Database, leadId: number): Promise<number> {
  await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, leadId))
    .for('no key update');
  const [row] = await db
    .select({ n: count() })
    .from(familyLinks)
    .where(eq(familyLinks.parentCustomerId, leadId));
  return row?.n ?? 0;
}

export async function insertFamilyLink(
  db: Database,
  link: { leadId: number; personId: number; relationship: string },
): Promise<void> {
  await db.insert(familyLinks).values({
    parentCustomerId: link.leadId,
    memberCustomerId: link.personId,
    relationship: link.relationship,
  });
}

export async function updateFamilyRelationship(
  db: Database,
  leadId: number,
  personId: number,
  relationship: string,
): Promise<void> {
  await db
    .update(familyLinks)
    .set({ relationship })
    .where(
      and(eq(familyLinks.parentCustomerId, leadId), eq(familyLinks.memberCustomerId, personId)),
    );
}

export async function deleteFamilyLink(
  db: Database,
  leadId: number,
  personId: number,
): Promise<void> {
  await db
    .delete(familyLinks)
    .where(
      and(eq(familyLinks.parentCustomerId, leadId), eq(familyLinks.memberCustomerId, personId)),
    );
}

/** Writes a person's notes with the consent given for them now, replacing any earlier notes. */
export async function saveMedicalNotes(
  db: Database,
  notes: { customerId: number; notes: string; consentGivenBy: number; now: Date },
): Promise<void> {
  const values = {
    notes: notes.notes,
    consentGivenAt: notes.now,
    consentGivenBy: notes.consentGivenBy,
    updatedAt: notes.now,
  };
  await db
    .insert(customerMedicalNotes)
    .values({ customerId: notes.customerId, ...values })
    .onConflictDoUpdate({ target: customerMedicalNotes.customerId, set: values });
}

export async function deleteMedicalNotes(db: Database, customerId: number): Promise<void> {
  await db.delete(customerMedicalNotes).where(eq(customerMedicalNotes.customerId, customerId));
}

/** A customer without a login (no email, no password), for a lead to book for. */
export async function insertCustomerWithoutLogin(
  db: Database,
  person: typeof customers.$inferInsert,
): Promise<number> {
  const [row] = await db.insert(customers).values(person).returning({ id: customers.id });
  if (!row) throw new Error('the customer insert returned nothing');
  return row.id;
}
