import { DomainError } from '../../../platform/errors/domain-error';
import { authoriseOutcomeOf, cardOf, deferredTransactionBody } from './opayo-authorisation';
import { createOpayoCall, OPAYO_UNAVAILABLE, type OpayoConfig } from './opayo-client';
import { instruct, refundTransaction } from './opayo-instructions';
import { lookUpTransaction } from './opayo-transaction-state';
import type { PaymentProvider } from './payment-provider';

export type { OpayoConfig } from './opayo-client';

/**
 * Opayo Pi (Elavon) over its documented REST API: merchant session keys, Deferred transactions
 * with the 3-D Secure browser data, challenge completion, release and abort instructions, refunds
 * and transaction look-ups. Card identifiers are created by the customer's browser with the
 * session key, so card numbers never reach Lido.
 */
export function createOpayoProvider(config: OpayoConfig): PaymentProvider {
  const call = createOpayoCall(config);

  return {
    name: 'opayo',
    mode: config.mode,
    browserUrl: config.browserUrl,

    async createSessionKey() {
      const answer = await call('POST', '/merchant-session-keys', {
        vendorName: config.vendorName,
      });
      if (answer.kind === 'unavailable' || answer.status !== 201) {
        throw new DomainError('UNAVAILABLE', OPAYO_UNAVAILABLE);
      }
      const { merchantSessionKey, expiry } = answer.body;
      if (!merchantSessionKey || !expiry) throw new DomainError('UNAVAILABLE', OPAYO_UNAVAILABLE);
      return { sessionKey: merchantSessionKey, expiresAt: expiry };
    },

    async authorise(request) {
      return authoriseOutcomeOf(
        await call('POST', '/transactions', deferredTransactionBody(request)),
      );
    },

    async completeChallenge(transactionId, cRes, threeDSSessionData) {
      const path = `/transactions/${encodeURIComponent(transactionId)}`;
      const outcome = authoriseOutcomeOf(
        await call('POST', `${path}/3d-secure-challenge`, { cRes, threeDSSessionData }),
      );
      if (outcome.kind !== 'authorised' || outcome.card) return outcome;
      // An answer without the card (3-D Secure only): the transaction itself names it, so a card
      // the customer asked to save is not lost. No answer there leaves the payment as it is.
      const transaction = await call('GET', path);
      const card = transaction.kind === 'answer' ? cardOf(transaction.body) : null;
      return { ...outcome, card };
    },

    release: ({ transactionId, amountPence }) =>
      instruct(call, transactionId, { instructionType: 'release', amount: amountPence }),

    abort: (transactionId) => instruct(call, transactionId, { instructionType: 'abort' }),

    refund: (request) => refundTransaction(call, request),

    getTransaction: (transactionId) => lookUpTransaction(call, transactionId),
  };
}
