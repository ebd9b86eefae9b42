import { z } from 'zod';

/** The confirmation of closing an account: the customer's own password. */
export const closeAccountSchema = z.object({
  password: z.string().min(1, 'The password field is required.'),
});
export type CloseAccountValues = z.infer<typeof closeAccountSchema>;

export const closeAccountFields = ['password'] as const;
