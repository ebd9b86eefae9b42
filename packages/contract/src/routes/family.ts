import { z } from 'zod';
import { defineRoute } from '../define-route';
import { dataEnvelope } from '../envelope';
import { DateOfBirth, optionalText, requiredText } from '../primitives/field-rules';
import { idParam } from '../primitives/ids';
import { StatusMessage } from './auth';
import { SelectedUserQuery } from './my-account';

// Issue 15, "Family": the people a customer books for (children, a partner), managed in My account.
// Lido's own routes: the live system has no equivalent.

export const familyRelationships = ['child', 'partner', 'other'] as const;
export const FamilyRelationship = z.enum(familyRelationships);
export type FamilyRelationship = z.infer<typeof FamilyRelationship>;

/** Medical notes are special category data: kept only with consent given with them. */
export const MEDICAL_CONSENT_REQUIRED_MESSAGE =
  'The medical consent must be given to keep medical notes.';
export const MEDICAL_NOTES_MAX_LENGTH = 2000;

/** One person of the caller's family, as My account shows and edits them. */
export const FamilyPerson = z.object({
  id: z.number().int(),
  reference: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** `YYYY-MM-DD`. */
  date_of_birth: z.string().nullable(),
  relationship: FamilyRelationship,
  medical_notes: z.string().nullable(),
  /** When consent to keep the notes was given (an instant, ISO 8601); null without notes. */
  medical_consent_given_at: z.string().nullable(),
});
export type FamilyPerson = z.infer<typeof FamilyPerson>;

const medicalFields = {
  /** Empty or null keeps no notes (on an update: deletes them). */
  medical_notes: optionalText('medical notes', MEDICAL_NOTES_MAX_LENGTH),
  /** Must be true whenever notes are sent (MEDICAL_CONSENT_REQUIRED_MESSAGE). */
  medical_consent: z.boolean().optional(),
};

export const NewFamilyPerson = z.object({
  first_name: requiredText('first name', 100),
  last_name: requiredText('last name', 100),
  date_of_birth: DateOfBirth,
  relationship: FamilyRelationship,
  ...medicalFields,
});
export type NewFamilyPerson = z.infer<typeof NewFamilyPerson>;

/** Fields left out are unchanged; notes sent again need consent again. */
export const FamilyPersonUpdate = z.object({
  first_name: requiredText('first name', 100).optional(),
  last_name: requiredText('last name', 100).optional(),
  date_of_birth: DateOfBirth.optional(),
  relationship: FamilyRelationship.optional(),
  ...medicalFields,
});
export type FamilyPersonUpdate = z.infer<typeof FamilyPersonUpdate>;

const FamilyPersonParams = z.object({ id: idParam() });

const familyRoute = { tags: ['my-account'], auth: 'required' } as const;
/** Someone not in the caller's family, existing or not, is the same 403. */
const familyErrors = ['UNAUTHENTICATED', 'FORBIDDEN'] as const;

export const getMyFamily = defineRoute({
  ...familyRoute,
  method: 'GET',
  path: '/api/my-account/family',
  summary: 'My family: the people I book for, with their medical notes',
  query: SelectedUserQuery,
  response: dataEnvelope(z.array(FamilyPerson)),
  errors: familyErrors,
});

export const addFamilyPerson = defineRoute({
  ...familyRoute,
  method: 'POST',
  path: '/api/my-account/family',
  summary: 'Add a person without a login of their own to my family',
  query: SelectedUserQuery,
  body: NewFamilyPerson,
  response: dataEnvelope(FamilyPerson),
  status: 201,
  errors: familyErrors,
  idempotent: true,
});

export const updateFamilyPerson = defineRoute({
  ...familyRoute,
  method: 'PUT',
  path: '/api/my-account/family/:id',
  summary: 'Change a person of my family; empty medical notes are deleted',
  params: FamilyPersonParams,
  query: SelectedUserQuery,
  body: FamilyPersonUpdate,
  response: dataEnvelope(FamilyPerson),
  errors: familyErrors,
});

export const removeFamilyPerson = defineRoute({
  ...familyRoute,
  method: 'DELETE',
  path: '/api/my-account/family/:id',
  summary: 'Take a person out of my family (their bookings stay); deletes their medical notes',
  params: FamilyPersonParams,
  query: SelectedUserQuery,
  response: StatusMessage,
  errors: familyErrors,
  idempotent: true,
});
