import { asc, eq } from 'drizzle-orm';
import type { Database } from '../ports';
import { sandboxOpayoInstructions, sandboxOpayoTransactions } from './opayo-sandbox.tables';
import { capturedPence, stateOf, type SandboxTransactionState } from './transaction-state';

export interface SandboxLedgerEntry {
  transactionId: string;
  vendorTxCode: string;
  transactionType: 'Payment' | 'Deferred' | 'Refund';
  state: SandboxTransactionState;
  /** What the transaction was for. */
  amountPence: number;
  /** What it took from the card: a Payment's amount, a release's amount, else 0. */
  capturedPence: number;
  /** What successful refunds have returned of it. */
  refundedPence: number;
  /** A Refund's original transaction. */
  referenceTransactionId: string | null;
}

/**
 * The emulated Opayo account's ledger, oldest first: what was held, taken, let go and given back,
 * so a test can check it against Lido's orders to the penny. `vendorTxCodes` narrows it to the
 * transactions made with those codes (and the refunds of them).
 */
export async function readOpayoSandboxLedger(
  db: Database,
  { vendorTxCodes }: { vendorTxCodes?: string[] } = {},
): Promise<SandboxLedgerEntry[]> {
  const rows = await db
    .select({ transaction: sandboxOpayoTransactions, instruction: sandboxOpayoInstructions })
    .from(sandboxOpayoTransactions)
    .leftJoin(
      sandboxOpayoInstructions,
      eq(sandboxOpayoInstructions.transactionId, sandboxOpayoTransactions.transactionId),
    )
    .orderBy(asc(sandboxOpayoTransactions.createdAt), asc(sandboxOpayoTransactions.vendorTxCode));
  const refunded = new Map<string, number>();
  for (const { transaction } of rows) {
    if (transaction.transactionType !== 'Refund' || transaction.status !== 'Ok') continue;
    const original = transaction.referenceTransactionId ?? '';
    refunded.set(original, (refunded.get(original) ?? 0) + transaction.amount);
  }
  const entries = rows.map(({ transaction, instruction }) => ({
    transactionId: transaction.transactionId,
    vendorTxCode: transaction.vendorTxCode,
    transactionType: transaction.transactionType,
    state: stateOf(transaction, instruction),
    amountPence: transaction.amount,
    capturedPence: capturedPence(transaction, instruction),
    refundedPence: refunded.get(transaction.transactionId) ?? 0,
    referenceTransactionId: transaction.referenceTransactionId,
  }));
  if (!vendorTxCodes) return entries;
  const wanted = new Set(vendorTxCodes);
  const ids = new Set(
    entries.filter((e) => wanted.has(e.vendorTxCode)).map((e) => e.transactionId),
  );
  return entries.filter(
    (entry) => ids.has(entry.transactionId) || ids.has(entry.referenceTransactionId ?? ''),
  );
}
