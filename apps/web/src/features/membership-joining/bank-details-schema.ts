import { z } from 'zod';

// The bank details form, checked as the API checks them (apps/api direct-debit/bank-details.ts,
// in its words) so most mistakes are shown before a request; the API's modulus check, which
// tells a mistyped digit from a real account, answers by field in the same places.

export const bankDetailsSchema = z.object({
  accountHolderName: z
    .string()
    .trim()
    .min(1, 'Enter the name on the account.')
    .max(18, 'The name on the account may have up to 18 characters.'),
  sortCode: z
    .string()
    .refine(
      (value) => /^\d{6}$/.test(value.replace(/[\s-]/g, '')),
      'Enter a sort code of 6 digits, like 20-00-00.',
    ),
  accountNumber: z
    .string()
    .refine(
      (value) => /^\d{8}$/.test(value.replace(/\s/g, '')),
      'Enter an account number of 8 digits.',
    ),
  isSoleSignatory: z
    .boolean()
    .refine((value) => value, 'Only the account holder can set up this Direct Debit.'),
});

export type BankDetailsValues = z.infer<typeof bankDetailsSchema>;

/** The form's fields in the order it shows them: a 422 focuses the first it names. */
export const bankDetailsFields = [
  'accountHolderName',
  'sortCode',
  'accountNumber',
  'isSoleSignatory',
] as const;
