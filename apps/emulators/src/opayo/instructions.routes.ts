import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid, opayoErrors, refuse } from './opayo-errors';
import {
  findInstruction,
  findSandboxTransaction,
  insertInstruction,
  refundedPence,
} from './opayo-sandbox.repository';
import { parseInstruction, refusalOf } from './instruction-rules';
import { InstructionRequest, TransactionParams } from './request-schemas';
import { hidden, OPAYO_SANDBOX_API, type SandboxContext } from './sandbox-context';

type Refusal = (typeof opayoErrors)[keyof typeof opayoErrors];

/**
 * `POST transactions/{id}/instructions` (release, abort, void) and `GET` of the instructions
 * given so far. The transaction is locked while an instruction is decided, and the one-per-
 * transaction key makes a second release, or a release after an abort, a refusal however the
 * requests race.
 */
export function registerInstructionRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const path = `${OPAYO_SANDBOX_API}/transactions/:transactionId/instructions`;

  typed.post(
    path,
    {
      schema: { ...hidden, params: TransactionParams, body: InstructionRequest },
      preHandler: ctx.auth.requireIntegrationKey,
    },
    async (request, reply) => {
      const instruction = parseInstruction(request.body);
      if ('errors' in instruction) return invalid(reply, instruction.errors);
      const { transactionId } = request.params;
      const now = ctx.clock.now();

      const refusal = await ctx.db.transaction(async (tx): Promise<Refusal | null> => {
        const transaction = await findSandboxTransaction(tx, transactionId, { forUpdate: true });
        if (!transaction) return opayoErrors.transactionNotFound;
        if (instruction.instructionType === 'cancel') return opayoErrors.typeNotSupported;
        const given = await findInstruction(tx, transactionId);
        const refused = refusalOf(instruction, transaction, given, {
          now,
          refundedPence: await refundedPence(tx, transactionId),
        });
        if (refused) return refused;
        const recorded = await insertInstruction(tx, {
          transactionId,
          instructionType: instruction.instructionType,
          amount: instruction.instructionType === 'release' ? instruction.amount : null,
          createdAt: now,
        });
        return recorded ? null : opayoErrors.operationNotAllowed;
      });
      if (refusal) return refuse(reply, refusal);
      return reply
        .status(201)
        .send({ instructionType: instruction.instructionType, date: now.toISOString() });
    },
  );

  typed.get(
    path,
    {
      schema: { ...hidden, params: TransactionParams },
      preHandler: ctx.auth.requireIntegrationKey,
    },
    async (request, reply) => {
      const { transactionId } = request.params;
      if (!(await findSandboxTransaction(ctx.db, transactionId))) {
        return refuse(reply, opayoErrors.transactionNotFound);
      }
      const given = await findInstruction(ctx.db, transactionId);
      if (!given) return refuse(reply, opayoErrors.instructionsNotFound);
      return reply.send({
        instructions: [
          { instructionType: given.instructionType, date: given.createdAt.toISOString() },
        ],
      });
    },
  );
}
