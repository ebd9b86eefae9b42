// What each event the emulator records says about why it happened (`details`), in GoCardless's
// words: its reference lists, per resource and action, the origin, cause and description.
// Bacs failures also carry the scheme and the Bacs report's reason code.

export type EventDetails = {
  origin: 'api' | 'gocardless' | 'bank';
  cause: string;
  description: string;
  scheme?: 'bacs';
  reason_code?: string;
  will_attempt_retry?: boolean;
};

/** The mandate's bank details were refused by the bank (AUDDIS code 5). */
const badDetails = (description: string): EventDetails => ({
  origin: 'bank',
  cause: 'invalid_bank_details',
  scheme: 'bacs',
  reason_code: 'AUDDIS-5',
  description,
});

export const eventDetails = {
  mandateCreated: {
    origin: 'api',
    cause: 'mandate_created',
    description: 'Mandate created via the API.',
  },
  mandateSubmitted: {
    origin: 'gocardless',
    cause: 'mandate_submitted',
    description: 'The mandate has been submitted to the banks.',
  },
  mandateActivated: {
    origin: 'gocardless',
    cause: 'mandate_activated',
    description:
      'The time window after submission for the banks to refuse a mandate has ended without any errors being received so this mandate is now active.',
  },
  mandateFailed: badDetails('The specified bank account does not exist or was closed.'),
  mandateCancelledByApi: {
    origin: 'api',
    cause: 'mandate_cancelled',
    description: 'The mandate was cancelled at your request.',
  },
  subscriptionCreated: {
    origin: 'api',
    cause: 'subscription_created',
    description: 'Subscription created via the API.',
  },
  subscriptionAmended: {
    origin: 'api',
    cause: 'subscription_amended',
    description: 'Subscription amount has been amended.',
  },
  subscriptionCancelledByApi: {
    origin: 'api',
    cause: 'subscription_cancelled',
    description: 'The subscription has been cancelled at your request.',
  },
  subscriptionCancelledWithMandate: {
    origin: 'api',
    cause: 'mandate_cancelled',
    description:
      'The subscription was cancelled because its mandate was cancelled at your request.',
  },
  subscriptionCancelledMandateFailed: badDetails(
    'This subscription has been cancelled because the bank details for its mandate are not valid.',
  ),
  subscriptionPaymentCreated: {
    origin: 'gocardless',
    cause: 'payment_created',
    description: 'Payment created by a subscription.',
  },
  paymentCreatedByApi: {
    origin: 'api',
    cause: 'payment_created',
    description: 'Payment created via the API.',
  },
  paymentCreatedBySubscription: {
    origin: 'gocardless',
    cause: 'payment_created',
    description: 'Payment created by a subscription.',
  },
  paymentSubmitted: {
    origin: 'gocardless',
    cause: 'payment_submitted',
    description: 'Payment submitted to the banks. As a result it can no longer be cancelled.',
  },
  paymentConfirmed: {
    origin: 'gocardless',
    cause: 'payment_confirmed',
    description:
      'Enough time has passed since the payment was submitted for the banks to return an error so this payment is now confirmed.',
  },
  paymentPaidOut: {
    origin: 'gocardless',
    cause: 'payment_paid_out',
    description: 'The payment has been paid out by GoCardless.',
  },
  paymentFailed: {
    origin: 'bank',
    cause: 'insufficient_funds',
    scheme: 'bacs',
    description: "The customer's account had insufficient funds to make this payment.",
    will_attempt_retry: false,
  },
  paymentCancelledByApi: {
    origin: 'api',
    cause: 'payment_cancelled',
    description: 'This payment was cancelled at your request.',
  },
  paymentCancelledWithMandate: {
    origin: 'api',
    cause: 'mandate_cancelled',
    description: 'The mandate for this payment was cancelled at your request.',
  },
  paymentCancelledMandateFailed: badDetails(
    'This payment has been cancelled because the bank details for its mandate are not valid.',
  ),
} as const satisfies Record<string, EventDetails>;
