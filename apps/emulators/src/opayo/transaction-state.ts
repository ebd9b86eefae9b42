import type { SandboxInstruction, SandboxTransaction } from './opayo-sandbox.repository';

/**
 * Where a transaction stands in the emulator's ledger: `challenge` awaits 3-D Secure; `deferred`
 * holds money on the card; `released` (a Deferred) and `captured` (a Payment) took it; `aborted`,
 * `voided` and `declined` took none; `refund` is a Refund transaction itself.
 */
export type SandboxTransactionState =
  'challenge' | 'deferred' | 'released' | 'aborted' | 'voided' | 'declined' | 'captured' | 'refund';

export function stateOf(
  transaction: Pick<SandboxTransaction, 'status' | 'transactionType'>,
  instruction: Pick<SandboxInstruction, 'instructionType'> | null,
): SandboxTransactionState {
  if (transaction.status === '3DAuth') return 'challenge';
  if (transaction.status !== 'Ok') return 'declined';
  if (transaction.transactionType === 'Refund') return 'refund';
  if (instruction?.instructionType === 'release') return 'released';
  if (instruction?.instructionType === 'abort') return 'aborted';
  if (instruction?.instructionType === 'void') return 'voided';
  return transaction.transactionType === 'Deferred' ? 'deferred' : 'captured';
}

/** The money a transaction took from the card: what a refund may return at most. */
export function capturedPence(
  transaction: Pick<SandboxTransaction, 'status' | 'transactionType' | 'amount'>,
  instruction: Pick<SandboxInstruction, 'instructionType' | 'amount'> | null,
): number {
  const state = stateOf(transaction, instruction);
  if (state === 'captured') return transaction.amount;
  if (state === 'released') return instruction?.amount ?? 0;
  return 0;
}
