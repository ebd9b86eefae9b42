import type { CollectionStatus, MandateStatus } from './direct-debit.tables';

/** A mandate request: who pays, from which account, under which idempotency key. */
export interface MandateRequest {
  /** Lido's mandate row id: every call made for it carries a key derived from it. */
  idempotencyKey: string;
  email: string;
  givenName: string;
  familyName: string;
  accountHolderName: string;
  sortCode: string;
  accountNumber: string;
  /** Lido's own ids, kept on GoCardless's records for the operator's reconciliation. */
  metadata: Record<string, string>;
}

export interface SetUpMandate {
  customerId: string;
  bankAccountId: string;
  mandateId: string;
  status: Exclude<MandateStatus, 'setting_up' | 'abandoned'>;
  accountNumberEnding: string;
  bankName: string | null;
  /** The first day GoCardless can collect under it, `YYYY-MM-DD`. */
  nextPossibleChargeDate: string;
}

export interface SubscriptionRequest {
  idempotencyKey: string;
  mandateId: string;
  amountPence: number;
  /** 1–28, or -1 for the month's last day. */
  dayOfMonth: number;
  /** The first collection is on or after this day, `YYYY-MM-DD`. */
  startDate: string;
  name: string;
  metadata: Record<string, string>;
}

export interface Collection {
  id: string;
  amountPence: number;
  chargeDate: string;
  status: CollectionStatus;
  mandateId: string;
  subscriptionId: string | null;
}

/** A webhook event as Lido reads it; anything else GoCardless sends is recorded and ignored. */
export interface DirectDebitEvent {
  id: string;
  resourceType: string;
  action: string;
  links: { mandate?: string; payment?: string; subscription?: string };
  cause: string | null;
}

export class InvalidWebhookSignature extends Error {
  override name = 'InvalidWebhookSignature';
}

/** What Lido asks of a Direct Debit provider (GoCardless, live or emulated). */
export interface DirectDebitProvider {
  name: 'gocardless';
  /** The payer, their bank account and the mandate: three calls, each once per key. */
  setUpMandate(request: MandateRequest): Promise<SetUpMandate>;
  startSubscription(request: SubscriptionRequest): Promise<{ subscriptionId: string }>;
  /** Cancels it; one already cancelled or finished counts as cancelled. */
  cancelSubscription(subscriptionId: string): Promise<void>;
  /**
   * Changes the amount it collects: the payments it has not yet created are for `amountPence`
   * (GoCardless's subscription update; a payment already created keeps its amount).
   */
  updateSubscriptionAmount(subscriptionId: string, amountPence: number): Promise<void>;
  /** A one-off collection (the last ones of a cancelled membership), on `chargeDate` or the first day possible. */
  createPayment(request: {
    idempotencyKey: string;
    mandateId: string;
    amountPence: number;
    chargeDate: string | null;
    description: string;
    metadata: Record<string, string>;
  }): Promise<{ paymentId: string }>;
  cancelMandate(mandateId: string): Promise<void>;
  findCollection(paymentId: string): Promise<Collection>;
  /** The events of a webhook whose signature is GoCardless's; throws InvalidWebhookSignature. */
  readWebhook(body: string, signature: string): DirectDebitEvent[];
}
