import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalid, opayoErrors, refuse, type OpayoFieldError } from './opayo-errors';
import { claimSessionKeyAttempt } from './opayo-sandbox.repository';
import { sandboxOpayoCards } from './opayo-sandbox.tables';
import { CardDetails } from './request-schemas';
import { hidden, OPAYO_SANDBOX_API, type SandboxContext } from './sandbox-context';
import { behaviourOf, cardTypeOf, isUnexpired, passesLuhn } from './test-cards';

const CARD_IDENTIFIER_SECONDS = 400;

/**
 * `POST card-identifiers`, called by the customer's browser with the merchant session key as its
 * Bearer token, never by Lido's API: the card number stays between the browser and Opayo.
 */
export function registerCardIdentifierRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `${OPAYO_SANDBOX_API}/card-identifiers`,
      { schema: { ...hidden, body: CardDetails } },
      async (request, reply) => {
        const key = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
        const now = ctx.clock.now();
        // Each try spends one of the key's attempts.
        const session = await claimSessionKeyAttempt(ctx.db, key, now);
        if (!session) return refuse(reply, opayoErrors.authenticationFailed);

        const { cardDetails } = request.body;
        const digits = cardDetails.cardNumber.replace(/\s+/g, '');
        const errors = cardDetailErrors({ ...cardDetails, cardNumber: digits }, now);
        if (errors.length > 0) return invalid(reply, errors);

        const cardIdentifier = randomUUID().toUpperCase();
        const expiresAt = new Date(now.getTime() + CARD_IDENTIFIER_SECONDS * 1000);
        const cardType = cardTypeOf(digits);
        await ctx.db.insert(sandboxOpayoCards).values({
          cardIdentifier,
          merchantSessionKey: key,
          cardType,
          lastFourDigits: digits.slice(-4),
          expiryDate: cardDetails.expiryDate,
          behaviour: behaviourOf(digits),
          expiresAt,
        });
        return reply
          .status(201)
          .send({ cardIdentifier, expiry: expiresAt.toISOString(), cardType });
      },
    );
}

// The descriptions are what the card form shows under each field.
function cardDetailErrors(
  card: { cardholderName: string; cardNumber: string; expiryDate: string; securityCode?: string },
  now: Date,
): OpayoFieldError[] {
  const errors: OpayoFieldError[] = [];
  if (!card.cardholderName.trim()) {
    errors.push({
      code: 1003,
      description: 'Missing mandatory field',
      property: 'cardDetails.cardholderName',
    });
  }
  if (!passesLuhn(card.cardNumber)) {
    errors.push({
      code: 1000,
      description: 'Invalid card number',
      property: 'cardDetails.cardNumber',
    });
  }
  if (!isUnexpired(card.expiryDate, now)) {
    errors.push({
      code: 1001,
      description: 'Invalid expiry date',
      property: 'cardDetails.expiryDate',
    });
  }
  if (card.securityCode !== undefined && !/^\d{3,4}$/.test(card.securityCode)) {
    errors.push({
      code: 1005,
      description: 'Invalid security code',
      property: 'cardDetails.securityCode',
    });
  }
  return errors;
}
