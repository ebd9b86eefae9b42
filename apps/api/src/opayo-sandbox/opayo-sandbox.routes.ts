import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { challengePage, errorPage } from './acs-pages';
import {
  sandboxOpayoCards,
  sandboxOpayoSessionKeys,
  sandboxOpayoTransactions,
} from './opayo-sandbox.tables';
import { behaviourOf, cardTypeOf, isUnexpired, passesLuhn } from './test-cards';

export const OPAYO_SANDBOX_PREFIX = '/api/sandbox/opayo';

export interface OpayoSandboxConfig {
  integrationKey: string;
  integrationPassword: string;
  vendorName: string;
}

/** The emulator's own credentials: public, and accepted only by the emulator (demo mode). */
export const OPAYO_SANDBOX_CREDENTIALS: OpayoSandboxConfig = {
  integrationKey: 'lido-sandbox-integration-key',
  integrationPassword: 'lido-sandbox-integration-password',
  vendorName: 'lidosandbox',
};

const SESSION_KEY_SECONDS = 400;
const CARD_IDENTIFIER_SECONDS = 400;

type OpayoError = { code: number; description: string; property?: string };

const CardDetails = z.object({
  cardDetails: z.object({
    cardholderName: z.string(),
    cardNumber: z.string(),
    expiryDate: z.string(),
    securityCode: z.string().optional(),
  }),
});

const TransactionRequest = z
  .object({
    transactionType: z.enum(['Payment', 'Refund']),
    vendorTxCode: z.string().min(1).max(40),
    amount: z.number().int().positive(),
    currency: z.string().length(3).optional(),
    description: z.string().min(1).max(100),
    referenceTransactionId: z.string().optional(),
    paymentMethod: z
      .object({
        card: z.object({
          merchantSessionKey: z.string(),
          cardIdentifier: z.string(),
          save: z.boolean().optional(),
          reusable: z.boolean().optional(),
        }),
      })
      .optional(),
    customerFirstName: z.string().optional(),
    customerLastName: z.string().optional(),
    billingAddress: z
      .object({
        address1: z.string(),
        city: z.string(),
        postalCode: z.string().optional(),
        country: z.string(),
      })
      .optional(),
    apply3DSecure: z.string().optional(),
    entryMethod: z.string().optional(),
    strongCustomerAuthentication: z
      .object({
        notificationURL: z.string(),
        browserIP: z.string().optional(),
        browserAcceptHeader: z.string().optional(),
        browserJavascriptEnabled: z.boolean().optional(),
        browserJavaEnabled: z.boolean().optional(),
        browserLanguage: z.string().optional(),
        browserColorDepth: z.string().optional(),
        browserScreenHeight: z.string().optional(),
        browserScreenWidth: z.string().optional(),
        browserTZ: z.string().optional(),
        browserUserAgent: z.string().optional(),
        challengeWindowSize: z.string().optional(),
        transType: z.string().optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

const ChallengeCompletion = z.object({
  cRes: z.string(),
  threeDSSessionData: z.string().optional(),
});

/**
 * A built-in emulator of Opayo Pi's REST API (merchant session keys, card identifiers,
 * transactions, 3-D Secure challenges, refunds) and of an issuer's challenge page. The real Opayo
 * provider talks to it exactly as to Opayo, so the product runs, and its payment tests run,
 * without an Opayo account.
 */
export function registerOpayoSandboxRoutes(
  app: FastifyInstance,
  { db, clock, config }: { db: Database; clock: Clock; config: OpayoSandboxConfig },
): void {
  const api = `${OPAYO_SANDBOX_PREFIX}/api/v1`;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const fail = (reply: FastifyReply, status: number, error: OpayoError) =>
    reply.status(status).send(error);
  const invalid = (reply: FastifyReply, errors: OpayoError[]) => reply.status(422).send({ errors });

  const isIntegrationAuthorised = (request: FastifyRequest) => {
    const expected = `Basic ${Buffer.from(`${config.integrationKey}:${config.integrationPassword}`).toString('base64')}`;
    const presented = request.headers.authorization ?? '';
    return (
      presented.length === expected.length &&
      timingSafeEqual(Buffer.from(presented), Buffer.from(expected))
    );
  };
  const sign = (payload: string) =>
    createHmac('sha256', config.integrationPassword).update(payload).digest('base64url');
  const encodeSigned = (value: object) => {
    const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${payload}.${sign(payload)}`;
  };
  const decodeSigned = <T>(token: string): T | null => {
    const [payload, signature] = token.split('.');
    if (!payload || !signature || sign(payload) !== signature) return null;
    try {
      return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
    } catch {
      return null;
    }
  };

  const hide = { hide: true } as const;

  typed.post(
    `${api}/merchant-session-keys`,
    { schema: { ...hide, body: z.object({ vendorName: z.string() }).loose() } },
    async (request, reply) => {
      if (!isIntegrationAuthorised(request))
        return fail(reply, 401, { code: 1001, description: 'Authentication values are missing' });
      if (request.body.vendorName !== config.vendorName)
        return fail(reply, 401, { code: 1002, description: 'Authentication failed' });
      const merchantSessionKey = randomUUID().toUpperCase();
      const expiresAt = new Date(clock.now().getTime() + SESSION_KEY_SECONDS * 1000);
      await db
        .insert(sandboxOpayoSessionKeys)
        .values({ merchantSessionKey, vendorName: config.vendorName, expiresAt });
      return reply.status(201).send({ merchantSessionKey, expiry: expiresAt.toISOString() });
    },
  );

  // Called by the customer's browser with the merchant session key, never by Lido's API.
  typed.post(
    `${api}/card-identifiers`,
    { schema: { ...hide, body: CardDetails } },
    async (request, reply) => {
      const key = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const now = clock.now();
      // One statement claims a use of the key, so concurrent attempts cannot exceed three.
      const [session] = await db
        .update(sandboxOpayoSessionKeys)
        .set({ uses: sql`${sandboxOpayoSessionKeys.uses} + 1` })
        .where(
          and(
            eq(sandboxOpayoSessionKeys.merchantSessionKey, key),
            gt(sandboxOpayoSessionKeys.expiresAt, now),
            lt(sandboxOpayoSessionKeys.uses, 3),
          ),
        )
        .returning();
      if (!session) return fail(reply, 401, { code: 1002, description: 'Authentication failed' });

      const { cardholderName, cardNumber, expiryDate, securityCode } = request.body.cardDetails;
      const digits = cardNumber.replace(/\s+/g, '');
      const errors: OpayoError[] = [];
      if (!cardholderName.trim())
        errors.push({
          code: 1003,
          description: 'Missing mandatory field',
          property: 'cardDetails.cardholderName',
        });
      if (!passesLuhn(digits))
        errors.push({
          code: 1000,
          description: 'Invalid card number',
          property: 'cardDetails.cardNumber',
        });
      if (!isUnexpired(expiryDate, now))
        errors.push({
          code: 1001,
          description: 'Invalid expiry date',
          property: 'cardDetails.expiryDate',
        });
      if (securityCode !== undefined && !/^\d{3,4}$/.test(securityCode)) {
        errors.push({
          code: 1005,
          description: 'Invalid security code',
          property: 'cardDetails.securityCode',
        });
      }
      if (errors.length > 0) return invalid(reply, errors);

      const cardIdentifier = randomUUID().toUpperCase();
      const expiresAt = new Date(now.getTime() + CARD_IDENTIFIER_SECONDS * 1000);
      const cardType = cardTypeOf(digits);
      await db.insert(sandboxOpayoCards).values({
        cardIdentifier,
        merchantSessionKey: key,
        cardType,
        lastFourDigits: digits.slice(-4),
        expiryDate,
        behaviour: behaviourOf(digits),
        expiresAt,
      });
      return reply.status(201).send({ cardIdentifier, expiry: expiresAt.toISOString(), cardType });
    },
  );

  typed.post(
    `${api}/transactions`,
    { schema: { ...hide, body: TransactionRequest } },
    async (request, reply) => {
      if (!isIntegrationAuthorised(request))
        return fail(reply, 401, { code: 1001, description: 'Authentication values are missing' });
      const body = request.body;
      const now = clock.now();
      const [existing] = await db
        .select()
        .from(sandboxOpayoTransactions)
        .where(eq(sandboxOpayoTransactions.vendorTxCode, body.vendorTxCode));
      if (existing)
        return invalid(reply, [
          {
            code: 4020,
            description: 'This VendorTxCode has been used before for another transaction.',
            property: 'vendorTxCode',
          },
        ]);

      const transactionId = randomUUID().toUpperCase();
      const base = {
        transactionId,
        vendorTxCode: body.vendorTxCode,
        transactionType: body.transactionType,
        amount: body.amount,
        currency: body.currency ?? 'GBP',
        retrievalReference: randomBytes(3).readUIntBE(0, 3),
        request: body,
        createdAt: now,
      };

      if (body.transactionType === 'Refund') {
        const [original] = body.referenceTransactionId
          ? await db
              .select()
              .from(sandboxOpayoTransactions)
              .where(eq(sandboxOpayoTransactions.transactionId, body.referenceTransactionId))
          : [];
        if (!original || original.transactionType !== 'Payment' || original.status !== 'Ok') {
          return invalid(reply, [
            {
              code: 1017,
              description: 'The reference transaction could not be refunded.',
              property: 'referenceTransactionId',
            },
          ]);
        }
        const [refunded] = await db
          .select({ total: sql<number>`coalesce(sum(${sandboxOpayoTransactions.amount}), 0)::int` })
          .from(sandboxOpayoTransactions)
          .where(
            and(
              eq(sandboxOpayoTransactions.referenceTransactionId, original.transactionId),
              eq(sandboxOpayoTransactions.status, 'Ok'),
            ),
          );
        if ((refunded?.total ?? 0) + body.amount > original.amount) {
          return invalid(reply, [
            {
              code: 4009,
              description: 'The amount to refund exceeds the amount that can be refunded.',
              property: 'amount',
            },
          ]);
        }
        const row = {
          ...base,
          referenceTransactionId: original.transactionId,
          status: 'Ok' as const,
          statusCode: '0000',
          statusDetail: 'The Authorisation was Successful.',
          bankAuthorisationCode: '999777',
        };
        await db.insert(sandboxOpayoTransactions).values(row);
        return reply.status(201).send(transactionBody(row, null));
      }

      const card = body.paymentMethod?.card;
      if (!card)
        return invalid(reply, [
          { code: 1003, description: 'Missing mandatory field', property: 'paymentMethod' },
        ]);
      const [session] = await db
        .select()
        .from(sandboxOpayoSessionKeys)
        .where(eq(sandboxOpayoSessionKeys.merchantSessionKey, card.merchantSessionKey));
      if (!session || session.expiresAt <= now) {
        return invalid(reply, [
          {
            code: 1009,
            description: 'The merchant session key has expired or is invalid.',
            property: 'paymentMethod.card.merchantSessionKey',
          },
        ]);
      }
      const [storedCard] = await db
        .select()
        .from(sandboxOpayoCards)
        .where(eq(sandboxOpayoCards.cardIdentifier, card.cardIdentifier));
      const usable =
        storedCard &&
        (card.reusable
          ? storedCard.reusable
          : storedCard.merchantSessionKey === card.merchantSessionKey &&
            storedCard.expiresAt > now);
      if (!storedCard || !usable) {
        return invalid(reply, [
          {
            code: 1010,
            description: 'The card identifier has expired or is invalid.',
            property: 'paymentMethod.card.cardIdentifier',
          },
        ]);
      }
      if (!body.billingAddress || !body.customerFirstName || !body.customerLastName) {
        return invalid(reply, [
          {
            code: 1003,
            description: 'Missing mandatory field',
            property: !body.billingAddress ? 'billingAddress' : 'customerFirstName',
          },
        ]);
      }

      const sca = body.strongCustomerAuthentication;
      if (storedCard.behaviour === 'challenge' && sca) {
        const row = {
          ...base,
          cardIdentifier: storedCard.cardIdentifier,
          status: '3DAuth' as const,
          statusCode: '2021',
          statusDetail:
            'Please redirect your customer to the ACSURL to complete the 3DS Transaction',
          notificationUrl: sca.notificationURL,
          saveCard: Boolean(card.save),
        };
        await db.insert(sandboxOpayoTransactions).values(row);
        // The emulated issuer lives beside the merchant's notification page, on the address the
        // customer's browser uses (Lido calls the emulator in-process, so its own request has none).
        const baseUrl = URL.canParse(sca.notificationURL)
          ? new URL(sca.notificationURL).origin
          : `${request.protocol}://${request.host}`;
        return reply.status(202).send({
          statusCode: row.statusCode,
          statusDetail: row.statusDetail,
          transactionId,
          acsUrl: `${baseUrl}${OPAYO_SANDBOX_PREFIX}/acs`,
          cReq: encodeSigned({
            threeDSServerTransID: transactionId,
            messageType: 'CReq',
            messageVersion: '2.1.0',
          }),
          status: '3DAuth',
        });
      }

      const declined = storedCard.behaviour === 'declined';
      const row = {
        ...base,
        cardIdentifier: storedCard.cardIdentifier,
        status: declined ? ('NotAuthed' as const) : ('Ok' as const),
        statusCode: declined ? '2000' : '0000',
        statusDetail: declined
          ? 'The Authorisation was Declined by the bank.'
          : 'The Authorisation was Successful.',
        threeDSecureStatus: sca ? 'Authenticated' : 'NotChecked',
        bankAuthorisationCode: declined ? null : '999777',
        saveCard: Boolean(card.save),
      };
      await db.insert(sandboxOpayoTransactions).values(row);
      if (!declined && card.save)
        await db
          .update(sandboxOpayoCards)
          .set({ reusable: true })
          .where(eq(sandboxOpayoCards.cardIdentifier, storedCard.cardIdentifier));
      const isNowReusable = storedCard.reusable || (!declined && Boolean(card.save));
      return reply
        .status(201)
        .send(transactionBody(row, { ...storedCard, reusable: isNowReusable }));
    },
  );

  typed.get(
    `${api}/transactions/:transactionId`,
    { schema: { ...hide, params: z.object({ transactionId: z.string() }) } },
    async (request, reply) => {
      if (!isIntegrationAuthorised(request))
        return fail(reply, 401, { code: 1001, description: 'Authentication values are missing' });
      const [row] = await db
        .select()
        .from(sandboxOpayoTransactions)
        .where(eq(sandboxOpayoTransactions.transactionId, request.params.transactionId));
      if (!row) return fail(reply, 404, { code: 1012, description: 'Transaction not found' });
      const [card] = row.cardIdentifier
        ? await db
            .select()
            .from(sandboxOpayoCards)
            .where(eq(sandboxOpayoCards.cardIdentifier, row.cardIdentifier))
        : [];
      return reply.send(transactionBody(row, card ?? null));
    },
  );

  typed.post(
    `${api}/transactions/:transactionId/3d-secure-challenge`,
    {
      schema: {
        ...hide,
        params: z.object({ transactionId: z.string() }),
        body: ChallengeCompletion,
      },
    },
    async (request, reply) => {
      if (!isIntegrationAuthorised(request))
        return fail(reply, 401, { code: 1001, description: 'Authentication values are missing' });
      const { transactionId } = request.params;
      const cres = decodeSigned<{ threeDSServerTransID: string; transStatus: 'Y' | 'N' }>(
        request.body.cRes,
      );
      if (!cres || cres.threeDSServerTransID !== transactionId) {
        return invalid(reply, [{ code: 1003, description: 'Invalid cRes', property: 'cRes' }]);
      }
      const approved = cres.transStatus === 'Y';
      // Only a transaction still awaiting its challenge moves on; a repeated completion reads the outcome.
      const [updated] = await db
        .update(sandboxOpayoTransactions)
        .set({
          status: approved ? 'Ok' : 'NotAuthed',
          statusCode: approved ? '0000' : '2001',
          statusDetail: approved
            ? 'The Authorisation was Successful.'
            : 'The Authorisation was Rejected by the vendor rule-base.',
          threeDSecureStatus: approved ? 'Authenticated' : 'NotAuthenticated',
          bankAuthorisationCode: approved ? '999777' : null,
        })
        .where(
          and(
            eq(sandboxOpayoTransactions.transactionId, transactionId),
            eq(sandboxOpayoTransactions.status, '3DAuth'),
          ),
        )
        .returning();
      const [row] = updated
        ? [updated]
        : await db
            .select()
            .from(sandboxOpayoTransactions)
            .where(eq(sandboxOpayoTransactions.transactionId, transactionId));
      if (!row) return fail(reply, 404, { code: 1012, description: 'Transaction not found' });
      if (updated && approved && row.saveCard && row.cardIdentifier) {
        await db
          .update(sandboxOpayoCards)
          .set({ reusable: true })
          .where(eq(sandboxOpayoCards.cardIdentifier, row.cardIdentifier));
      }
      const [card] = row.cardIdentifier
        ? await db
            .select()
            .from(sandboxOpayoCards)
            .where(eq(sandboxOpayoCards.cardIdentifier, row.cardIdentifier))
        : [];
      return reply.status(201).send(transactionBody(row, card ?? null));
    },
  );

  // The issuer's challenge page: the browser posts the cReq here inside the checkout's dialog.
  typed.post(
    `${OPAYO_SANDBOX_PREFIX}/acs`,
    {
      schema: {
        ...hide,
        body: z.object({ creq: z.string(), threeDSSessionData: z.string().optional() }).loose(),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8');
      const creq = decodeSigned<{ threeDSServerTransID: string }>(request.body.creq);
      const [row] = creq
        ? await db
            .select()
            .from(sandboxOpayoTransactions)
            .where(eq(sandboxOpayoTransactions.transactionId, creq.threeDSServerTransID))
        : [];
      if (!row || row.status !== '3DAuth' || !row.notificationUrl) {
        return reply
          .status(400)
          .send(errorPage('This payment check has expired. Close this window and try again.'));
      }
      const [card] = row.cardIdentifier
        ? await db
            .select()
            .from(sandboxOpayoCards)
            .where(eq(sandboxOpayoCards.cardIdentifier, row.cardIdentifier))
        : [];
      return reply.send(
        challengePage({
          amount: new Intl.NumberFormat('en-GB', {
            style: 'currency',
            currency: row.currency,
          }).format(row.amount / 100),
          merchant: config.vendorName,
          lastFour: card?.lastFourDigits ?? '',
          notificationUrl: row.notificationUrl,
          threeDSSessionData: request.body.threeDSSessionData ?? '',
          cres: {
            approve: encodeSigned({ threeDSServerTransID: row.transactionId, transStatus: 'Y' }),
            decline: encodeSigned({ threeDSServerTransID: row.transactionId, transStatus: 'N' }),
          },
        }),
      );
    },
  );
}

function transactionBody(
  row:
    | typeof sandboxOpayoTransactions.$inferSelect
    | (Omit<typeof sandboxOpayoTransactions.$inferInsert, 'request' | 'createdAt'> & {
        retrievalReference: number;
      }),
  card: typeof sandboxOpayoCards.$inferSelect | null,
) {
  return {
    statusCode: row.statusCode,
    statusDetail: row.statusDetail,
    transactionId: row.transactionId,
    transactionType: row.transactionType,
    retrievalReference: row.retrievalReference,
    ...(row.bankAuthorisationCode
      ? { bankResponseCode: '00', bankAuthorisationCode: row.bankAuthorisationCode }
      : { bankResponseCode: '05' }),
    ...(card
      ? {
          paymentMethod: {
            card: {
              cardType: card.cardType,
              lastFourDigits: card.lastFourDigits,
              expiryDate: card.expiryDate,
              cardIdentifier: card.cardIdentifier,
              reusable: card.reusable,
            },
          },
        }
      : {}),
    amount: { totalAmount: row.amount, saleAmount: row.amount, surchargeAmount: 0 },
    currency: row.currency,
    status: row.status,
    ...(row.threeDSecureStatus ? { '3DSecure': { status: row.threeDSecureStatus } } : {}),
  };
}
