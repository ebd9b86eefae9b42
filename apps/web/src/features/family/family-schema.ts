import {
  dateOfBirthProblem,
  DateOfBirth,
  FamilyRelationship,
  MEDICAL_CONSENT_REQUIRED_MESSAGE,
  MEDICAL_NOTES_MAX_LENGTH,
  optionalText,
  requiredText,
} from '@lido/contract';
import { z } from 'zod';

interface FamilySchemaOptions {
  /** `YYYY-MM-DD` in London: a date of birth must be before it. */
  today: string;
  /** The notes already kept: unchanged, they need no new consent. */
  savedNotes: string | null;
}

/**
 * A family member as added or edited in the browser, with the contract's field rules and the
 * API's own sentences for the rules it checks itself (the date's range, consent to the notes).
 */
export function familyPersonSchema({ today, savedNotes }: FamilySchemaOptions) {
  return z
    .object({
      firstName: requiredText('first name', 100),
      lastName: requiredText('last name', 100),
      dateOfBirth: DateOfBirth,
      relationship: FamilyRelationship,
      medicalNotes: optionalText('medical notes', MEDICAL_NOTES_MAX_LENGTH),
      medicalConsent: z.boolean(),
    })
    .superRefine((values, context) => {
      const dateProblem = /^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth)
        ? dateOfBirthProblem(values.dateOfBirth, today)
        : null;
      if (dateProblem) {
        context.addIssue({ code: 'custom', path: ['dateOfBirth'], message: dateProblem });
      }
      const notes = values.medicalNotes ?? null;
      if (notes && notes !== savedNotes && !values.medicalConsent) {
        context.addIssue({
          code: 'custom',
          path: ['medicalConsent'],
          message: MEDICAL_CONSENT_REQUIRED_MESSAGE,
        });
      }
    });
}

export type FamilyPersonInput = z.input<ReturnType<typeof familyPersonSchema>>;
export type FamilyPersonValues = z.output<ReturnType<typeof familyPersonSchema>>;
export const familyPersonFields = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'relationship',
  'medicalNotes',
  'medicalConsent',
] as const;

export const relationshipLabels: Record<FamilyPersonValues['relationship'], string> = {
  child: 'Child',
  partner: 'Partner',
  other: 'Other',
};
