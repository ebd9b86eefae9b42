/**
 * The one port every card payment goes through. Opayo Pi is the implementation; the built-in
 * Opayo emulator stands behind the same implementation when no Opayo account is configured.
 */
export interface PaymentProvider {
  readonly name: 'opayo';
  /** 'sandbox' when paying through the built-in emulator, 'live' against Opayo. */
  readonly mode: 'sandbox' | 'live';
  /** The card-identifier base URL the customer's browser posts card details to. */
  readonly browserUrl: string;
  createSessionKey(): Promise<{ sessionKey: string; expiresAt: string }>;
  authorise(request: AuthoriseRequest): Promise<AuthoriseOutcome>;
  completeChallenge(
    transactionId: string,
    cRes: string,
    threeDSSessionData: string,
  ): Promise<AuthoriseOutcome>;
  refund(request: RefundRequest): Promise<{ transactionId: string }>;
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
  /** Our unique reference for the transaction (Opayo's vendorTxCode). */
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
  | { kind: 'authorised'; transactionId: string; card: CardSummary | null }
  | { kind: 'challenge'; transactionId: string; acsUrl: string; cReq: string }
  | { kind: 'declined'; transactionId: string | null; message: string }
  | { kind: 'invalid'; message: string; errors: Record<string, string[]> };

export interface RefundRequest {
  reference: string;
  transactionId: string;
  amountPence: number;
  description: string;
}
