import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../ports';
import {
  sandboxOpayoCards,
  sandboxOpayoInstructions,
  sandboxOpayoSessionKeys,
  sandboxOpayoTransactions,
} from './opayo-sandbox.tables';

export type SandboxTransaction = typeof sandboxOpayoTransactions.$inferSelect;
export type SandboxCard = typeof sandboxOpayoCards.$inferSelect;
export type SandboxInstruction = typeof sandboxOpayoInstructions.$inferSelect;
export type SandboxSessionKey = typeof sandboxOpayoSessionKeys.$inferSelect;

/** Opayo allows a merchant session key three attempts (card identifiers, security codes). */
export const ATTEMPTS_PER_SESSION_KEY = 3;

/**
 * Spends one of a merchant session key's attempts, in one statement so concurrent attempts cannot
 * exceed the allowance; undefined when the key is unknown, expired or used up.
 */
export async function claimSessionKeyAttempt(
  db: Database,
  merchantSessionKey: string,
  now: Date,
): Promise<SandboxSessionKey | undefined> {
  const [session] = await db
    .update(sandboxOpayoSessionKeys)
    .set({ uses: sql`${sandboxOpayoSessionKeys.uses} + 1` })
    .where(
      and(
        eq(sandboxOpayoSessionKeys.merchantSessionKey, merchantSessionKey),
        gt(sandboxOpayoSessionKeys.expiresAt, now),
        lt(sandboxOpayoSessionKeys.uses, ATTEMPTS_PER_SESSION_KEY),
      ),
    )
    .returning();
  return session;
}

/** The security code given with this key is for that card (the code itself is never kept). */
export async function linkSecurityCode(
  db: Database,
  merchantSessionKey: string,
  cardIdentifier: string,
): Promise<void> {
  await db
    .update(sandboxOpayoSessionKeys)
    .set({ linkedCardIdentifier: cardIdentifier })
    .where(eq(sandboxOpayoSessionKeys.merchantSessionKey, merchantSessionKey));
}

export async function findSandboxTransaction(
  db: Database,
  transactionId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<SandboxTransaction | undefined> {
  const query = db
    .select()
    .from(sandboxOpayoTransactions)
    .where(eq(sandboxOpayoTransactions.transactionId, transactionId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function isVendorTxCodeUsed(db: Database, vendorTxCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sandboxOpayoTransactions.transactionId })
    .from(sandboxOpayoTransactions)
    .where(eq(sandboxOpayoTransactions.vendorTxCode, vendorTxCode));
  return Boolean(row);
}

/**
 * Records a transaction unless its vendorTxCode was used before: the unique code decides, so
 * two requests racing with one code make one transaction. Answers false for the loser.
 */
export async function insertSandboxTransaction(
  db: Database,
  row: typeof sandboxOpayoTransactions.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(sandboxOpayoTransactions)
    .values(row)
    .onConflictDoNothing({ target: sandboxOpayoTransactions.vendorTxCode })
    .returning({ id: sandboxOpayoTransactions.transactionId });
  return inserted.length > 0;
}

export async function findSandboxCard(
  db: Database,
  cardIdentifier: string | null,
): Promise<SandboxCard | null> {
  if (!cardIdentifier) return null;
  const [card] = await db
    .select()
    .from(sandboxOpayoCards)
    .where(eq(sandboxOpayoCards.cardIdentifier, cardIdentifier));
  return card ?? null;
}

export async function markCardReusable(db: Database, cardIdentifier: string): Promise<void> {
  await db
    .update(sandboxOpayoCards)
    .set({ reusable: true })
    .where(eq(sandboxOpayoCards.cardIdentifier, cardIdentifier));
}

/**
 * Takes the security code linked to this session key for this card, if there is one: answers
 * whether there was. One statement, so a code serves one transaction however many race for it.
 */
export async function useLinkedSecurityCode(
  db: Database,
  merchantSessionKey: string,
  cardIdentifier: string,
): Promise<boolean> {
  const used = await db
    .update(sandboxOpayoSessionKeys)
    .set({ linkedCardIdentifier: null })
    .where(
      and(
        eq(sandboxOpayoSessionKeys.merchantSessionKey, merchantSessionKey),
        eq(sandboxOpayoSessionKeys.linkedCardIdentifier, cardIdentifier),
      ),
    )
    .returning({ key: sandboxOpayoSessionKeys.merchantSessionKey });
  return used.length > 0;
}

export async function findInstruction(
  db: Database,
  transactionId: string,
): Promise<SandboxInstruction | null> {
  const [row] = await db
    .select()
    .from(sandboxOpayoInstructions)
    .where(eq(sandboxOpayoInstructions.transactionId, transactionId));
  return row ?? null;
}

/** One instruction per transaction (the primary key): answers false if one was given before. */
export async function insertInstruction(
  db: Database,
  row: typeof sandboxOpayoInstructions.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(sandboxOpayoInstructions)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: sandboxOpayoInstructions.transactionId });
  return inserted.length > 0;
}

/** What successful refunds have returned of a transaction so far. */
export async function refundedPence(db: Database, transactionId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${sandboxOpayoTransactions.amount}), 0)::int` })
    .from(sandboxOpayoTransactions)
    .where(
      and(
        eq(sandboxOpayoTransactions.referenceTransactionId, transactionId),
        eq(sandboxOpayoTransactions.transactionType, 'Refund'),
        eq(sandboxOpayoTransactions.status, 'Ok'),
      ),
    );
  return row?.total ?? 0;
}
