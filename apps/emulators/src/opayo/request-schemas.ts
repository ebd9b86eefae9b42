import { z } from 'zod';

// The request bodies of the emulated endpoints, as far as the emulator reads them; Opayo's other
// fields pass through untouched.

export const CardDetails = z.object({
  cardDetails: z.object({
    cardholderName: z.string(),
    cardNumber: z.string(),
    expiryDate: z.string(),
    securityCode: z.string().optional(),
  }),
});

export const TransactionRequest = z
  .object({
    transactionType: z.enum(['Payment', 'Deferred', 'Refund']),
    vendorTxCode: z.string().min(1).max(40),
    amount: z.number().int().positive(),
    currency: z.string().length(3).optional(),
    description: z.string().min(1).max(100),
    referenceTransactionId: z.string().optional(),
    paymentMethod: z
      .object({
        card: z.object({
          /** Absent only when a saved card is paid with and no security code is checked. */
          merchantSessionKey: z.string().optional(),
          cardIdentifier: z.string(),
          save: z.boolean().optional(),
          reusable: z.boolean().optional(),
        }),
      })
      .optional(),
    customerFirstName: z.string().optional(),
    customerLastName: z.string().optional(),
    billingAddress: z
      .object({
        address1: z.string(),
        city: z.string(),
        postalCode: z.string().optional(),
        country: z.string(),
      })
      .optional(),
    apply3DSecure: z.string().optional(),
    entryMethod: z.string().optional(),
    strongCustomerAuthentication: z
      .object({ notificationURL: z.string() })
      .passthrough()
      .optional(),
  })
  .passthrough();
export type TransactionRequest = z.infer<typeof TransactionRequest>;

export const ChallengeCompletion = z.object({
  cRes: z.string(),
  threeDSSessionData: z.string().optional(),
});

/** Read loosely: the instructions endpoint answers bad values with Opayo's own 422 errors. */
export const InstructionRequest = z.record(z.string(), z.unknown());

export const TransactionParams = z.object({ transactionId: z.string() });

export const SecurityCodeParams = z.object({ cardIdentifier: z.string() });

/** Read loosely: a missing or malformed code is answered with Opayo's own 422 errors. */
export const SecurityCodeRequest = z.record(z.string(), z.unknown()).nullish();
export type SecurityCodeRequest = z.infer<typeof SecurityCodeRequest>;
