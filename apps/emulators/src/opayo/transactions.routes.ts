import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createCardTransaction } from './card-transaction';
import { fieldErrors, invalid, opayoErrors, refuse } from './opayo-errors';
import {
  findSandboxCard,
  findSandboxTransaction,
  isVendorTxCodeUsed,
} from './opayo-sandbox.repository';
import { createRefund } from './refund-transaction';
import { TransactionParams, TransactionRequest } from './request-schemas';
import { hidden, OPAYO_SANDBOX_API, type SandboxContext } from './sandbox-context';
import { transactionBody } from './transaction-body';

/** `POST transactions` (Payment, Deferred or Refund) and `GET transactions/{transactionId}`. */
export function registerTransactionRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    `${OPAYO_SANDBOX_API}/transactions`,
    {
      schema: { ...hidden, body: TransactionRequest },
      preHandler: ctx.auth.requireIntegrationKey,
    },
    async (request, reply) => {
      const { body } = request;
      // A retry with a code already used must never make a second transaction.
      if (await isVendorTxCodeUsed(ctx.db, body.vendorTxCode)) {
        return invalid(reply, [fieldErrors.duplicateVendorTxCode()]);
      }
      if (body.transactionType === 'Refund') return createRefund(ctx, body, reply);
      return createCardTransaction(
        ctx,
        request,
        { ...body, transactionType: body.transactionType },
        reply,
      );
    },
  );

  typed.get(
    `${OPAYO_SANDBOX_API}/transactions/:transactionId`,
    {
      schema: { ...hidden, params: TransactionParams },
      preHandler: ctx.auth.requireIntegrationKey,
    },
    async (request, reply) => {
      const row = await findSandboxTransaction(ctx.db, request.params.transactionId);
      if (!row) return refuse(reply, opayoErrors.transactionNotFound);
      return reply.send(transactionBody(row, await findSandboxCard(ctx.db, row.cardIdentifier)));
    },
  );
}
