import {
  type GoCardlessClient,
  InvalidSignatureError,
  InvalidStateError,
  parse,
  type Event as GoCardlessEvent,
} from 'gocardless-nodejs';
import { normaliseAccountNumber, normaliseSortCode } from './bank-details';
import type { CollectionStatus } from './direct-debit.tables';
import {
  type DirectDebitEvent,
  type DirectDebitProvider,
  InvalidWebhookSignature,
  type SetUpMandate,
} from './direct-debit-provider';

const mandateStatuses = new Set<string>([
  'pending_submission',
  'submitted',
  'active',
  'failed',
  'cancelled',
  'expired',
]);

const collectionStatuses = new Set<string>([
  'pending_submission',
  'submitted',
  'confirmed',
  'paid_out',
  'failed',
  'cancelled',
  'charged_back',
]);

function mandateStatusOf(status: string | undefined): SetUpMandate['status'] {
  // Bacs mandates Lido creates never wait for customer approval: treat that as not yet submitted.
  return status && mandateStatuses.has(status)
    ? (status as SetUpMandate['status'])
    : 'pending_submission';
}

function required(value: string | null | undefined, what: string): string {
  if (!value) throw new Error(`GoCardless answered without ${what}`);
  return value;
}

/** GoCardless through its official client: the live API, its sandbox, or Lido's emulator. */
export function createGoCardlessProvider({
  client,
  webhookSecret,
}: {
  client: GoCardlessClient;
  webhookSecret: string;
}): DirectDebitProvider {
  return {
    name: 'gocardless',

    async setUpMandate(request) {
      const customer = await client.customers.create(
        {
          email: request.email,
          given_name: request.givenName,
          family_name: request.familyName,
          country_code: 'GB',
          metadata: request.metadata,
        },
        `${request.idempotencyKey}-customer`,
      );
      const bankAccount = await client.customerBankAccounts.create(
        {
          account_holder_name: request.accountHolderName,
          account_number: normaliseAccountNumber(request.accountNumber),
          branch_code: normaliseSortCode(request.sortCode),
          country_code: 'GB',
          links: { customer: required(customer.id, 'a customer id') },
          metadata: request.metadata,
        },
        `${request.idempotencyKey}-bank-account`,
      );
      const mandate = await client.mandates.create(
        {
          scheme: 'bacs',
          links: { customer_bank_account: required(bankAccount.id, 'a bank account id') },
          metadata: request.metadata,
        },
        `${request.idempotencyKey}-mandate`,
      );
      return {
        customerId: required(customer.id, 'a customer id'),
        bankAccountId: required(bankAccount.id, 'a bank account id'),
        mandateId: required(mandate.id, 'a mandate id'),
        status: mandateStatusOf(mandate.status),
        accountNumberEnding: bankAccount.account_number_ending ?? '',
        bankName: bankAccount.bank_name ?? null,
        nextPossibleChargeDate: required(
          mandate.next_possible_charge_date,
          'a next possible charge date',
        ),
      };
    },

    async startSubscription(request) {
      const subscription = await client.subscriptions.create(
        {
          amount: request.amountPence,
          currency: 'GBP',
          interval_unit: 'monthly',
          interval: 1,
          day_of_month: request.dayOfMonth,
          start_date: request.startDate,
          name: request.name,
          links: { mandate: request.mandateId },
          metadata: request.metadata,
        },
        request.idempotencyKey,
      );
      return { subscriptionId: required(subscription.id, 'a subscription id') };
    },

    async cancelSubscription(subscriptionId) {
      try {
        await client.subscriptions.cancel(subscriptionId);
      } catch (error) {
        // Cancelled or finished already (by an earlier try, or in GoCardless's dashboard).
        if (!(error instanceof InvalidStateError)) throw error;
      }
    },

    async updateSubscriptionAmount(subscriptionId, amountPence) {
      await client.subscriptions.update(subscriptionId, { amount: amountPence });
    },

    async createPayment(request) {
      const payment = await client.payments.create(
        {
          amount: request.amountPence,
          currency: 'GBP',
          ...(request.chargeDate ? { charge_date: request.chargeDate } : {}),
          description: request.description,
          links: { mandate: request.mandateId },
          metadata: request.metadata,
        },
        request.idempotencyKey,
      );
      return { paymentId: required(payment.id, 'a payment id') };
    },

    async cancelMandate(mandateId) {
      await client.mandates.cancel(mandateId);
    },

    async findCollection(paymentId) {
      const payment = await client.payments.find(paymentId);
      const status = payment.status ?? '';
      if (!collectionStatuses.has(status)) {
        throw new Error(
          `GoCardless payment ${paymentId} is ${status}, which Lido does not collect`,
        );
      }
      return {
        id: required(payment.id, 'a payment id'),
        amountPence: Number(payment.amount),
        chargeDate: required(payment.charge_date, 'a charge date'),
        status: status as CollectionStatus,
        mandateId: required(payment.links?.mandate, 'its mandate'),
        subscriptionId: payment.links?.subscription ?? null,
      };
    },

    readWebhook(body, signature) {
      let events: GoCardlessEvent[];
      try {
        events = parse(body, webhookSecret, signature);
      } catch (error) {
        if (error instanceof InvalidSignatureError || error instanceof SyntaxError) {
          throw new InvalidWebhookSignature('The webhook signature does not match.');
        }
        throw error;
      }
      return (Array.isArray(events) ? events : []).flatMap((event): DirectDebitEvent[] =>
        event.id && event.resource_type && event.action
          ? [
              {
                id: event.id,
                resourceType: event.resource_type,
                action: event.action,
                links: {
                  mandate: event.links?.mandate,
                  payment: event.links?.payment,
                  subscription: event.links?.subscription,
                },
                cause: event.details?.cause ?? null,
              },
            ]
          : [],
      );
    },
  };
}
