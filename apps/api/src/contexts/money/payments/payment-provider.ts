/**
 * The one port every card payment goes through. Opayo Pi is the implementation; the built-in
 * Opayo emulator stands behind the same implementation when no Opayo account is configured.
 *
 * Money moves in two steps: `authorise` creates a Deferred transaction (the amount is held on the
 * card, nothing is taken), then `release` takes it once the order is written, or `abort` lets it
 * go. Release, abort, refund and getTransaction answer typed outcomes instead of throwing, so a
 * caller retrying after a crash can tell "done before" from "refused" from "try again later".
 */
export interface PaymentProvider {
  readonly name: 'opayo';
  /** 'sandbox' when paying through the built-in emulator, 'live' against Opayo. */
  readonly mode: 'sandbox' | 'live';
  /** The card-identifier base URL the customer's browser posts card details to. */
  readonly browserUrl: string;
  /** Throws DomainError UNAVAILABLE when Opayo cannot be reached. */
  createSessionKey(): Promise<{ sessionKey: string; expiresAt: string }>;
  /**
   * Creates a Deferred transaction whose vendorTxCode is `request.reference`. Throws DomainError
   * UNAVAILABLE when Opayo cannot be reached or fails (the transaction may then exist: retrying
   * with the same reference answers `duplicate`, never a second transaction).
   */
  authorise(request: AuthoriseRequest): Promise<AuthoriseOutcome>;
  /** Finishes a 3-D Secure challenge; a Deferred transaction stays deferred. Throws as authorise. */
  completeChallenge(
    transactionId: string,
    cRes: string,
    threeDSSessionData: string,
  ): Promise<AuthoriseOutcome>;
  /** Takes up to the deferred amount; a Deferred transaction is released once only. */
  release(request: ReleaseRequest): Promise<InstructionOutcome>;
  /**
   * Ends a Deferred transaction that was not released: the customer is never charged. Refused
   * with status `declined`, or `challenge` begun over 20 minutes ago (Opayo takes a cRes within
   * 20 minutes), means nothing is held, so there is nothing to let go.
   */
  abort(transactionId: string): Promise<InstructionOutcome>;
  /** Returns money taken: from a released Deferred transaction (or an older Payment). */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Where a transaction stands at the provider, as a reconciliation needs to know it. */
  getTransaction(transactionId: string): Promise<TransactionLookup>;
}

export interface BrowserDetails {
  colourDepth: number;
  javaEnabled: boolean;
  javascriptEnabled: boolean;
  language: string;
  screenHeight: number;
  screenWidth: number;
  /** Minutes, as `Date.getTimezoneOffset()` gives them. */
  timezoneOffset: number;
  ip: string;
  acceptHeader: string;
  userAgent: string;
}

export interface AuthoriseRequest {
  /** Our unique reference for the transaction (Opayo's vendorTxCode, at most 40 characters). */
  reference: string;
  amountPence: number;
  currency: string;
  description: string;
  sessionKey: string;
  cardIdentifier: string;
  /** Keep the card for later payments. */
  saveCard: boolean;
  /** Pay with a card saved earlier (its identifier is reusable). */
  isSavedCard: boolean;
  customer: { firstName: string; lastName: string; email?: string | null };
  billingAddress: {
    address1: string;
    address2?: string | null;
    city: string;
    postalCode: string;
    country: string;
  };
  /** Where the issuer posts the challenge result (3-D Secure `notificationURL`). */
  notificationUrl: string;
  browser: BrowserDetails;
}

export interface CardSummary {
  cardType: string;
  lastFourDigits: string;
  expiryDate: string;
  cardIdentifier: string;
  reusable: boolean;
}

export type AuthoriseOutcome =
  /** Deferred: the amount is held on the card until released or aborted. */
  | { kind: 'authorised'; transactionId: string; card: CardSummary | null }
  | { kind: 'challenge'; transactionId: string; acsUrl: string; cReq: string }
  | { kind: 'declined'; transactionId: string | null; message: string }
  | { kind: 'invalid'; message: string; errors: Record<string, string[]> }
  /**
   * The reference was used before: an earlier call with it reached Opayo (its answer was lost).
   * No second transaction was made; the first is unknown here (Opayo cannot look one up by
   * vendorTxCode) and, if deferred, Opayo aborts it by itself after 30 days.
   */
  | { kind: 'duplicate'; message: string };

export interface ReleaseRequest {
  transactionId: string;
  /** At most the deferred amount. */
  amountPence: number;
}

/** What came of a release or abort. */
export type InstructionOutcome =
  | { kind: 'done' }
  /** The same instruction had already been carried out: a retry, and nothing more to do. */
  | { kind: 'already' }
  /** The provider will not, and never will: e.g. releasing an aborted transaction. */
  | { kind: 'refused'; status: ProviderTransactionStatus | null; message: string }
  /** The provider could not be reached or failed: nothing is known, so try again later. */
  | { kind: 'unavailable'; message: string };

export interface RefundRequest {
  /** Our unique reference for the refund (its own vendorTxCode). */
  reference: string;
  transactionId: string;
  amountPence: number;
  description: string;
}

export type RefundOutcome =
  | { kind: 'done'; transactionId: string }
  /** A refund with this reference was made before: a retry, and nothing more to do. */
  | { kind: 'already' }
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable'; message: string };

/**
 * A transaction's state: `challenge` awaits the customer's 3-D Secure answer; `deferred` is held
 * on the card; `released` and `captured` (a Payment) took money; `aborted`, `voided` and `declined`
 * took none; `refunded` is a Refund transaction itself (money given back).
 */
export type ProviderTransactionStatus =
  | 'challenge'
  | 'deferred'
  | 'released'
  | 'aborted'
  | 'voided'
  | 'declined'
  | 'captured'
  | 'refunded';

export interface ProviderTransaction {
  transactionId: string;
  transactionType: string;
  status: ProviderTransactionStatus;
  /** The amount the transaction was made for (a release may take less). */
  amountPence: number;
}

export type TransactionLookup =
  | ({ kind: 'found' } & ProviderTransaction)
  | { kind: 'not-found' }
  | { kind: 'unavailable'; message: string };
