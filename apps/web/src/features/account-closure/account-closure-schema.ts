import { z } from 'zod';

/** The confirmation of closing an account: the customer's own password. */
export const accountPassword = z.string().min(1, 'The password field is required.');
