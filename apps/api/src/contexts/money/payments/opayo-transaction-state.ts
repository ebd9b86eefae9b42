import type { OpayoBody, OpayoCall } from './opayo-client';
import type { ProviderTransactionStatus, TransactionLookup } from './payment-provider';

const path = (transactionId: string) => `/transactions/${encodeURIComponent(transactionId)}`;

/**
 * A transaction's state at Opayo: `GET /transactions/{id}` gives its type, status and amount, and
 * `GET /transactions/{id}/instructions` whether it was released, aborted or voided since (404
 * 1019 "Transaction instructions not found" when none was given).
 */
export async function lookUpTransaction(
  call: OpayoCall,
  transactionId: string,
): Promise<TransactionLookup> {
  const transaction = await call('GET', path(transactionId));
  if (transaction.kind === 'unavailable') return transaction;
  if (transaction.status === 404) return { kind: 'not-found' };
  const { body } = transaction;
  if (transaction.status !== 200 || !body.status) return unexpected();

  let instructions: string[] = [];
  if (body.status === 'Ok' && body.transactionType !== 'Refund') {
    const answer = await call('GET', `${path(transactionId)}/instructions`);
    if (answer.kind === 'unavailable') return answer;
    if (answer.status === 200) {
      instructions = (answer.body.instructions ?? []).map((item) => item.instructionType ?? '');
    } else if (answer.status !== 404) {
      return unexpected();
    }
  }
  return {
    kind: 'found',
    transactionId,
    transactionType: body.transactionType ?? 'Payment',
    status: statusOf(body, instructions),
    amountPence: body.amount?.totalAmount ?? 0,
  };
}

function statusOf(body: OpayoBody, instructions: string[]): ProviderTransactionStatus {
  if (body.status === '3DAuth') return 'challenge';
  if (body.status !== 'Ok') return 'declined';
  if (body.transactionType === 'Refund') return 'refunded';
  if (instructions.includes('abort')) return 'aborted';
  if (instructions.includes('void')) return 'voided';
  if (instructions.includes('release')) return 'released';
  return body.transactionType === 'Deferred' ? 'deferred' : 'captured';
}

// An answer Opayo does not document for these calls: treated as no answer, so callers retry.
function unexpected(): TransactionLookup {
  return { kind: 'unavailable', message: 'Opayo gave an unexpected answer.' };
}
