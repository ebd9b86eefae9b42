import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors, invalid, type OpayoFieldError } from './opayo-errors';
import {
  findSandboxCard,
  insertSandboxTransaction,
  markCardReusable,
  type SandboxCard,
  useLinkedSecurityCode,
} from './opayo-sandbox.repository';
import { sandboxOpayoSessionKeys } from './opayo-sandbox.tables';
import type { TransactionRequest } from './request-schemas';
import { OPAYO_SANDBOX_PREFIX, type SandboxContext } from './sandbox-context';
import { transactionBody } from './transaction-body';

const AUTHORISED = { statusCode: '0000', statusDetail: 'The Authorisation was Successful.' };
const DECLINED = {
  statusCode: '2000',
  statusDetail: 'The Authorisation was Declined by the bank.',
};
const CHALLENGE = {
  statusCode: '2021',
  statusDetail: 'Please redirect your customer to the ACSURL to complete the 3DS Transaction',
};

/**
 * A Payment (captured at once) or a Deferred transaction (held on the card until released or
 * aborted): both are authorised the same way, with a 3-D Secure challenge for the challenge card.
 */
export async function createCardTransaction(
  ctx: SandboxContext,
  request: FastifyRequest,
  body: TransactionRequest & { transactionType: 'Payment' | 'Deferred' },
  reply: FastifyReply,
) {
  const now = ctx.clock.now();
  const card = await usableCard(ctx, body, now);
  if ('errors' in card) return invalid(reply, card.errors);
  if (!body.billingAddress || !body.customerFirstName || !body.customerLastName) {
    return invalid(reply, [
      fieldErrors.missing(!body.billingAddress ? 'billingAddress' : 'customerFirstName'),
    ]);
  }

  const sca = body.strongCustomerAuthentication;
  const saveCard = Boolean(body.paymentMethod?.card.save);
  const row = {
    transactionId: randomUUID().toUpperCase(),
    vendorTxCode: body.vendorTxCode,
    transactionType: body.transactionType,
    amount: body.amount,
    currency: body.currency ?? 'GBP',
    retrievalReference: randomBytes(3).readUIntBE(0, 3),
    request: body,
    createdAt: now,
    cardIdentifier: card.stored.cardIdentifier,
    saveCard,
    securityCodeCheck: await securityCodeCheckOf(ctx, body.paymentMethod?.card ?? {}, card.stored),
  };

  if (card.stored.behaviour === 'challenge' && sca) {
    const challenged = {
      ...row,
      status: '3DAuth' as const,
      ...CHALLENGE,
      notificationUrl: sca.notificationURL,
    };
    if (!(await insertSandboxTransaction(ctx.db, challenged))) {
      return invalid(reply, [fieldErrors.duplicateVendorTxCode()]);
    }
    // The emulated issuer lives beside the merchant's notification page, on the address the
    // customer's browser uses (Lido calls the emulator in-process, so its own request has none).
    const origin = URL.canParse(sca.notificationURL)
      ? new URL(sca.notificationURL).origin
      : `${request.protocol}://${request.host}`;
    return reply.status(202).send({
      statusCode: challenged.statusCode,
      statusDetail: challenged.statusDetail,
      transactionId: challenged.transactionId,
      acsUrl: `${origin}${OPAYO_SANDBOX_PREFIX}/acs`,
      cReq: ctx.auth.encodeSigned({
        threeDSServerTransID: challenged.transactionId,
        messageType: 'CReq',
        messageVersion: '2.1.0',
      }),
      status: '3DAuth',
    });
  }

  const declined = card.stored.behaviour === 'declined';
  const decided = {
    ...row,
    ...(declined
      ? { status: 'NotAuthed' as const, ...DECLINED, bankAuthorisationCode: null }
      : { status: 'Ok' as const, ...AUTHORISED, bankAuthorisationCode: '999777' }),
    threeDSecureStatus: sca ? 'Authenticated' : 'NotChecked',
  };
  if (!(await insertSandboxTransaction(ctx.db, decided))) {
    return invalid(reply, [fieldErrors.duplicateVendorTxCode()]);
  }
  const isNowReusable = card.stored.reusable || (!declined && saveCard);
  if (isNowReusable && !card.stored.reusable) {
    await markCardReusable(ctx.db, card.stored.cardIdentifier);
  }
  return reply
    .status(201)
    .send(transactionBody(decided, { ...card.stored, reusable: isNowReusable }));
}

/**
 * The card the transaction names, if its session key and identifier still allow paying. A saved
 * (reusable) card may come without a session key: then no security code can be checked.
 */
async function usableCard(
  ctx: SandboxContext,
  body: TransactionRequest,
  now: Date,
): Promise<{ stored: SandboxCard } | { errors: OpayoFieldError[] }> {
  const card = body.paymentMethod?.card;
  if (!card) return { errors: [fieldErrors.missing('paymentMethod')] };
  const key = card.merchantSessionKey;
  if (key !== undefined || !card.reusable) {
    const [session] = await ctx.db
      .select()
      .from(sandboxOpayoSessionKeys)
      .where(eq(sandboxOpayoSessionKeys.merchantSessionKey, key ?? ''));
    if (!session || session.expiresAt <= now) {
      return {
        errors: [
          {
            code: 1009,
            description: 'The merchant session key has expired or is invalid.',
            property: 'paymentMethod.card.merchantSessionKey',
          },
        ],
      };
    }
  }
  const stored = await findSandboxCard(ctx.db, card.cardIdentifier);
  const usable =
    stored &&
    (card.reusable ? stored.reusable : stored.merchantSessionKey === key && stored.expiresAt > now);
  if (!stored || !usable) {
    return {
      errors: [
        {
          code: 1010,
          description: 'The card identifier has expired or is invalid.',
          property: 'paymentMethod.card.cardIdentifier',
        },
      ],
    };
  }
  return { stored };
}

/** A saved card's CV2 check: the code linked to this session key and card is used, once. */
async function securityCodeCheckOf(
  ctx: SandboxContext,
  card: { merchantSessionKey?: string; reusable?: boolean },
  stored: SandboxCard,
): Promise<'Matched' | 'NotProvided' | null> {
  if (!card.reusable) return null;
  const linked =
    card.merchantSessionKey !== undefined &&
    (await useLinkedSecurityCode(ctx.db, card.merchantSessionKey, stored.cardIdentifier));
  return linked ? 'Matched' : 'NotProvided';
}
