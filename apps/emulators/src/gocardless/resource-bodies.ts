// The bodies GoCardless answers with, as the emulator stores them (sandbox_gocardless_resources
// .body). Fields GoCardless has but the emulator never sets are there with GoCardless's empty
// value, so a client reading them finds what it would find at GoCardless.

export type Metadata = Record<string, string>;

export type MandateStatus = 'pending_submission' | 'submitted' | 'active' | 'failed' | 'cancelled';
export type SubscriptionStatus = 'active' | 'cancelled';
export type PaymentStatus =
  'pending_submission' | 'submitted' | 'confirmed' | 'paid_out' | 'failed' | 'cancelled';

export type CustomerBody = {
  id: string;
  created_at: string;
  email: string | null;
  given_name: string | null;
  family_name: string | null;
  company_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  address_line3: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country_code: string | null;
  language: string;
  phone_number: string | null;
  danish_identity_number: null;
  swedish_identity_number: null;
  metadata: Metadata;
};

export type CustomerBankAccountBody = {
  id: string;
  created_at: string;
  account_holder_name: string;
  account_number_ending: string;
  account_type: null;
  bank_name: string;
  country_code: 'GB';
  currency: 'GBP';
  enabled: boolean;
  metadata: Metadata;
  links: { customer: string };
};

export type MandateBody = {
  id: string;
  created_at: string;
  reference: string;
  status: MandateStatus;
  scheme: 'bacs';
  /** Worked out again whenever the mandate is answered: see presentMandate. */
  next_possible_charge_date: string | null;
  payments_require_approval: boolean;
  authorisation_source: string | null;
  consent_parameters: null;
  funds_settlement: 'managed';
  verified_at: null;
  metadata: Metadata;
  links: { customer_bank_account: string; customer: string; creditor: string };
};

export type SubscriptionBody = {
  id: string;
  created_at: string;
  amount: number;
  currency: 'GBP';
  status: SubscriptionStatus;
  name: string | null;
  start_date: string;
  end_date: null;
  interval: number;
  interval_unit: 'monthly';
  /** As asked; null when the day came from the start date (see subscription-schedule.ts). */
  day_of_month: number | null;
  month: null;
  count: null;
  payment_reference: string | null;
  app_fee: null;
  retry_if_possible: boolean;
  earliest_charge_date_after_resume: null;
  parent_plan_paused: boolean;
  /** Worked out again whenever the subscription is answered: see presentSubscription. */
  upcoming_payments: { charge_date: string; amount: number }[];
  metadata: Metadata;
  links: { mandate: string };
};

export type PaymentBody = {
  id: string;
  created_at: string;
  charge_date: string;
  amount: number;
  amount_refunded: number;
  currency: 'GBP';
  description: string | null;
  reference: string | null;
  status: PaymentStatus;
  scheme: 'bacs';
  retry_if_possible: boolean;
  faster_ach: boolean;
  app_fee: null;
  metadata: Metadata;
  links: { mandate: string; creditor: string; subscription?: string };
};

export type ResourceBody =
  CustomerBody | CustomerBankAccountBody | MandateBody | SubscriptionBody | PaymentBody;
