import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { fieldErrors, invalid, opayoErrors, refuse } from './opayo-errors';
import {
  findInstruction,
  findSandboxTransaction,
  insertSandboxTransaction,
  refundedPence,
} from './opayo-sandbox.repository';
import type { TransactionRequest } from './request-schemas';
import type { SandboxContext } from './sandbox-context';
import { transactionBody } from './transaction-body';
import { capturedPence } from './transaction-state';

type RefundResult =
  | { kind: 'refunded'; row: Parameters<typeof transactionBody>[0] }
  | { kind: 'refused'; refusal: (typeof opayoErrors)[keyof typeof opayoErrors] }
  | { kind: 'duplicate' };

/**
 * A Refund of money a transaction took: a captured Payment or a released Deferred, up to what it
 * captured less what was refunded before. A Deferred never released took nothing: it is aborted,
 * not refunded (403 1017). The original is locked while refunding, so racing refunds never
 * return more than was taken.
 */
export async function createRefund(
  ctx: SandboxContext,
  body: TransactionRequest,
  reply: FastifyReply,
) {
  const originalId = body.referenceTransactionId;
  if (!originalId) return invalid(reply, [fieldErrors.missing('referenceTransactionId')]);
  const now = ctx.clock.now();

  const result = await ctx.db.transaction(async (tx): Promise<RefundResult> => {
    const original = await findSandboxTransaction(tx, originalId, { forUpdate: true });
    if (!original) return { kind: 'refused', refusal: opayoErrors.transactionNotFound };
    const captured = capturedPence(original, await findInstruction(tx, originalId));
    if (captured === 0) return { kind: 'refused', refusal: opayoErrors.operationNotAllowed };
    if ((await refundedPence(tx, originalId)) + body.amount > captured) {
      return { kind: 'refused', refusal: opayoErrors.refundExceeds };
    }
    const row = {
      transactionId: randomUUID().toUpperCase(),
      vendorTxCode: body.vendorTxCode,
      transactionType: 'Refund' as const,
      referenceTransactionId: originalId,
      amount: body.amount,
      currency: original.currency,
      status: 'Ok' as const,
      statusCode: '0000',
      statusDetail: 'The Authorisation was Successful.',
      bankAuthorisationCode: '999777',
      retrievalReference: randomBytes(3).readUIntBE(0, 3),
      request: body,
      createdAt: now,
    };
    if (!(await insertSandboxTransaction(tx, row))) return { kind: 'duplicate' };
    return { kind: 'refunded', row };
  });

  if (result.kind === 'duplicate') return invalid(reply, [fieldErrors.duplicateVendorTxCode()]);
  if (result.kind === 'refused') return refuse(reply, result.refusal);
  return reply.status(201).send(transactionBody(result.row, null));
}
