import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { challengePage, errorPage } from './acs-pages';
import { fieldErrors, invalid, opayoErrors, refuse } from './opayo-errors';
import {
  findSandboxCard,
  findSandboxTransaction,
  markCardReusable,
  type SandboxTransaction,
} from './opayo-sandbox.repository';
import { sandboxOpayoTransactions } from './opayo-sandbox.tables';
import { ChallengeCompletion, TransactionParams } from './request-schemas';
import {
  hidden,
  OPAYO_SANDBOX_API,
  OPAYO_SANDBOX_PREFIX,
  type SandboxContext,
} from './sandbox-context';
import { transactionBody } from './transaction-body';

/** Opayo takes the cRes within 20 minutes of its 3DAuth answer (its API reference). */
const CHALLENGE_MINUTES = 20;

type ChallengeResult = Pick<
  SandboxTransaction,
  'status' | 'statusCode' | 'statusDetail' | 'threeDSecureStatus' | 'bankAuthorisationCode'
>;

const APPROVED: ChallengeResult = {
  status: 'Ok',
  statusCode: '0000',
  statusDetail: 'The Authorisation was Successful.',
  threeDSecureStatus: 'Authenticated',
  bankAuthorisationCode: '999777',
};
const DECLINED: ChallengeResult = {
  status: 'NotAuthed',
  statusCode: '2001',
  statusDetail: 'The Authorisation was Rejected by the vendor rule-base.',
  threeDSecureStatus: 'NotAuthenticated',
  bankAuthorisationCode: null,
};
const TIMED_OUT: ChallengeResult = {
  status: 'NotAuthed',
  statusCode: '2002',
  statusDetail: 'The Authorisation timed out.',
  threeDSecureStatus: 'Incomplete',
  bankAuthorisationCode: null,
};

/**
 * `POST transactions/{id}/3d-secure-challenge` (Lido passes on the issuer's cRes) and the
 * emulated issuer's challenge page, where the customer approves or declines. A Deferred
 * transaction approved here stays deferred: nothing is taken until it is released.
 */
export function registerThreeDSecureRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    `${OPAYO_SANDBOX_API}/transactions/:transactionId/3d-secure-challenge`,
    {
      schema: { ...hidden, params: TransactionParams, body: ChallengeCompletion },
      preHandler: ctx.auth.requireIntegrationKey,
    },
    async (request, reply) => {
      const { transactionId } = request.params;
      const cres = ctx.auth.decodeSigned<{ threeDSServerTransID: string; transStatus: 'Y' | 'N' }>(
        request.body.cRes,
      );
      if (!cres || cres.threeDSServerTransID !== transactionId) {
        return invalid(reply, [fieldErrors.invalidValue('cRes')]);
      }
      const pending = await findSandboxTransaction(ctx.db, transactionId);
      if (!pending) return refuse(reply, opayoErrors.transactionNotFound);
      const cutoff = ctx.clock.now().getTime() - CHALLENGE_MINUTES * 60_000;
      const result =
        pending.createdAt.getTime() < cutoff
          ? TIMED_OUT
          : cres.transStatus === 'Y'
            ? APPROVED
            : DECLINED;
      // Only a transaction still awaiting its challenge moves on; a repeat reads the outcome.
      const [updated] = await ctx.db
        .update(sandboxOpayoTransactions)
        .set(result)
        .where(
          and(
            eq(sandboxOpayoTransactions.transactionId, transactionId),
            eq(sandboxOpayoTransactions.status, '3DAuth'),
          ),
        )
        .returning();
      const row = updated ?? pending;
      if (updated?.status === 'Ok' && row.saveCard && row.cardIdentifier) {
        await markCardReusable(ctx.db, row.cardIdentifier);
      }
      const card = await findSandboxCard(ctx.db, row.cardIdentifier);
      return reply.status(201).send(transactionBody(row, card));
    },
  );

  // The issuer's challenge page: the browser posts the cReq here inside the checkout's dialog.
  typed.post(
    `${OPAYO_SANDBOX_PREFIX}/acs`,
    {
      schema: {
        ...hidden,
        body: z.object({ creq: z.string(), threeDSSessionData: z.string().optional() }).loose(),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const creq = ctx.auth.decodeSigned<{ threeDSServerTransID: string }>(request.body.creq);
      const row = creq ? await findSandboxTransaction(ctx.db, creq.threeDSServerTransID) : null;
      if (!row || row.status !== '3DAuth' || !row.notificationUrl) {
        return reply
          .status(400)
          .send(errorPage('This payment check has expired. Close this window and try again.'));
      }
      const card = await findSandboxCard(ctx.db, row.cardIdentifier);
      const answer = (transStatus: 'Y' | 'N') =>
        ctx.auth.encodeSigned({ threeDSServerTransID: row.transactionId, transStatus });
      return reply.send(
        challengePage({
          amount: new Intl.NumberFormat('en-GB', {
            style: 'currency',
            currency: row.currency,
          }).format(row.amount / 100),
          merchant: ctx.config.vendorName,
          lastFour: card?.lastFourDigits ?? '',
          notificationUrl: row.notificationUrl,
          threeDSSessionData: request.body.threeDSSessionData ?? '',
          cres: { approve: answer('Y'), decline: answer('N') },
        }),
      );
    },
  );
}
