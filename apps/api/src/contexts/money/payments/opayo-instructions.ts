import { isDuplicateVendorTxCode, refusalMessage, type OpayoCall } from './opayo-client';
import { lookUpTransaction } from './opayo-transaction-state';
import type {
  InstructionOutcome,
  ProviderTransactionStatus,
  RefundOutcome,
  RefundRequest,
} from './payment-provider';

type Instruction = { instructionType: 'release'; amount: number } | { instructionType: 'abort' };

/** The state a transaction is in once the instruction has been carried out. */
const statusAfter: Record<Instruction['instructionType'], ProviderTransactionStatus> = {
  release: 'released',
  abort: 'aborted',
};

/**
 * `POST /transactions/{id}/instructions`. Opayo answers 201 when it carries the instruction out;
 * its refusals (403 1014/1017/1021 and the like) do not say whether the same instruction had
 * already been carried out, so a refusal is followed by a look at the transaction: already in the
 * state the instruction leads to is `already` (a retry after a crash), anything else `refused`.
 */
export async function instruct(
  call: OpayoCall,
  transactionId: string,
  instruction: Instruction,
): Promise<InstructionOutcome> {
  const answer = await call(
    'POST',
    `/transactions/${encodeURIComponent(transactionId)}/instructions`,
    instruction,
  );
  if (answer.kind === 'unavailable') return answer;
  if (answer.status === 201) return { kind: 'done' };

  const message = refusalMessage(answer.body, `The ${instruction.instructionType} was refused.`);
  const lookup = await lookUpTransaction(call, transactionId);
  if (lookup.kind === 'unavailable') return lookup;
  if (lookup.kind === 'not-found') return { kind: 'refused', status: null, message };
  const { status } = lookup;
  if (status === statusAfter[instruction.instructionType]) return { kind: 'already' };
  return { kind: 'refused', status, message };
}

/**
 * A Refund transaction against a released Deferred (or a Payment). Its own vendorTxCode makes it
 * safe to repeat: Opayo refuses a second use of the code (4042), which is `already`.
 */
export async function refundTransaction(
  call: OpayoCall,
  request: RefundRequest,
): Promise<RefundOutcome> {
  const answer = await call('POST', '/transactions', {
    transactionType: 'Refund',
    referenceTransactionId: request.transactionId,
    vendorTxCode: request.reference,
    amount: request.amountPence,
    description: request.description.slice(0, 100),
  });
  if (answer.kind === 'unavailable') return answer;
  const { status, body } = answer;
  if ((status === 200 || status === 201) && body.status === 'Ok' && body.transactionId) {
    return { kind: 'done', transactionId: body.transactionId };
  }
  if (isDuplicateVendorTxCode(body)) return { kind: 'already' };
  return { kind: 'refused', message: refusalMessage(body, 'The refund was refused.') };
}
