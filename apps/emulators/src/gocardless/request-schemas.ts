import { z } from 'zod';

// The request bodies of the emulated endpoints, each under its GoCardless envelope
// (`{"mandates": {...}}`), as far as the emulator reads them; other fields are dropped. Their
// problems are answered as GoCardless words them (read-request.ts), so the schemas say only what
// is valid, and the few messages of their own are GoCardless's.

/** Pence: at least 1p; the emulator's ceiling (£100,000) keeps amounts well inside integers. */
const Amount = z.number().int().min(1).max(10_000_000);

/** A calendar date, `YYYY-MM-DD`, that exists (not 30 February) and is this century. */
export const CalendarDate = z.string().refine((value) => {
  const match = /^(20\d\d)-(\d\d)-(\d\d)$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}, 'is not a valid date');

/** GoCardless allows three metadata keys of up to 50 characters, values up to 500. */
const Metadata = z
  .record(z.string().max(50), z.string().max(500))
  .refine((metadata) => Object.keys(metadata).length <= 3, 'must have no more than 3 keys');

/** Fields GoCardless has that the emulator does not emulate: refused, so no one relies on them. */
const unsupported = z
  .unknown()
  .refine((value) => value === undefined, 'is not supported by the emulator')
  .optional();

export const CustomerFields = z
  .object({
    email: z
      .string()
      .max(254)
      .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'is invalid')
      .optional(),
    given_name: z.string().min(1).max(100).optional(),
    family_name: z.string().min(1).max(100).optional(),
    company_name: z.string().min(1).max(100).optional(),
    address_line1: z.string().max(100).optional(),
    address_line2: z.string().max(100).optional(),
    address_line3: z.string().max(100).optional(),
    city: z.string().max(100).optional(),
    region: z.string().max(100).optional(),
    postal_code: z.string().max(20).optional(),
    country_code: z
      .string()
      .regex(/^[A-Z]{2}$/, 'is invalid')
      .optional(),
    language: z
      .string()
      .regex(/^[a-z]{2}$/, 'is invalid')
      .optional(),
    phone_number: z.string().max(30).optional(),
    metadata: Metadata.optional(),
  })
  // GoCardless: the names are required unless a company name is given.
  .superRefine((customer, context) => {
    if (customer.company_name) return;
    for (const field of ['given_name', 'family_name'] as const) {
      if (!customer[field])
        context.addIssue({ code: 'custom', path: [field], message: 'is missing' });
    }
  });
export type CustomerFields = z.infer<typeof CustomerFields>;

export const CustomerBankAccountFields = z.object({
  // Bacs carries at most 18 characters of the account holder's name.
  account_holder_name: z.string().min(1).max(18),
  /** 6 to 8 digits (spaces and hyphens allowed), checked in customer-bank-accounts.routes.ts. */
  account_number: z.string().max(20),
  /** The sort code: 6 digits (spaces and hyphens allowed). */
  branch_code: z.string().max(20),
  country_code: z.literal('GB', 'is not supported by the emulator (only GB)'),
  currency: z.literal('GBP', 'is invalid').optional(),
  account_type: unsupported,
  iban: unsupported,
  bank_code: unsupported,
  links: z.object({ customer: z.string().min(1).max(50) }),
  metadata: Metadata.optional(),
});
export type CustomerBankAccountFields = z.infer<typeof CustomerBankAccountFields>;

export const MandateFields = z.object({
  scheme: z.literal('bacs', 'is not supported by the emulator (only bacs)').optional(),
  /** Bacs mandate references: 6 to 18 letters, digits and a few signs. */
  reference: z
    .string()
    .regex(/^[A-Za-z0-9 .&/-]{6,18}$/, 'is invalid')
    .optional(),
  authorisation_source: z.string().max(20).optional(),
  payer_ip_address: z.string().max(45).optional(),
  links: z.object({
    customer_bank_account: z.string().min(1).max(50),
    creditor: z.string().max(50).optional(),
  }),
  metadata: Metadata.optional(),
});
export type MandateFields = z.infer<typeof MandateFields>;

export const SubscriptionFields = z.object({
  amount: Amount,
  currency: z.literal('GBP', 'is invalid'),
  interval_unit: z.literal('monthly', 'is not supported by the emulator (only monthly)'),
  interval: z.number().int().min(1).max(12).optional(),
  /** 1 to 28, or -1 for the last day of the month. */
  day_of_month: z
    .number()
    .int()
    .refine((day) => day === -1 || (day >= 1 && day <= 28), 'must be between 1 and 28, or -1')
    .optional(),
  start_date: CalendarDate.optional(),
  name: z.string().max(255).optional(),
  payment_reference: z.string().max(10).optional(),
  retry_if_possible: z.boolean().optional(),
  count: unsupported,
  end_date: unsupported,
  month: unsupported,
  app_fee: unsupported,
  links: z.object({ mandate: z.string().min(1).max(50) }),
  metadata: Metadata.optional(),
});
export type SubscriptionFields = z.infer<typeof SubscriptionFields>;

/**
 * `PUT /subscriptions/:id`: what GoCardless lets change on a subscription. Its schedule cannot
 * change (a new subscription is needed for that), so those fields are not read at all.
 */
export const SubscriptionUpdateFields = z.object({
  amount: Amount.optional(),
  name: z.string().max(255).optional(),
  payment_reference: z.string().max(10).optional(),
  retry_if_possible: z.boolean().optional(),
  app_fee: unsupported,
  metadata: Metadata.optional(),
});
export type SubscriptionUpdateFields = z.infer<typeof SubscriptionUpdateFields>;

export const PaymentFields = z.object({
  amount: Amount,
  currency: z.literal('GBP', 'is invalid'),
  charge_date: CalendarDate.optional(),
  description: z.string().max(255).optional(),
  reference: z.string().max(10).optional(),
  retry_if_possible: z.boolean().optional(),
  app_fee: unsupported,
  links: z.object({ mandate: z.string().min(1).max(50) }),
  metadata: Metadata.optional(),
});
export type PaymentFields = z.infer<typeof PaymentFields>;

/** `POST …/actions/cancel`: GoCardless's clients send `{"data": {"metadata": …}}`, or nothing. */
export const CancelFields = z.object({ metadata: Metadata.optional() });

/** The whole request bodies, envelope and all (the fuzz test's view of them). */
export const CreateCustomerRequest = z.object({ customers: CustomerFields });
export const CreateCustomerBankAccountRequest = z.object({
  customer_bank_accounts: CustomerBankAccountFields,
});
export const CreateMandateRequest = z.object({ mandates: MandateFields });
export const CreateSubscriptionRequest = z.object({ subscriptions: SubscriptionFields });
export const CreatePaymentRequest = z.object({ payments: PaymentFields });
export const UpdateSubscriptionRequest = z.object({ subscriptions: SubscriptionUpdateFields });
export const CancelRequest = z.object({ data: CancelFields.optional() }).optional();

export const ResourceParams = z.object({ id: z.string() });
