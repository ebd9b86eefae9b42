import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldErrors, invalid, opayoErrors, refuse, type OpayoFieldError } from './opayo-errors';
import {
  claimSessionKeyAttempt,
  findSandboxCard,
  linkSecurityCode,
  type SandboxCard,
} from './opayo-sandbox.repository';
import { SecurityCodeParams, SecurityCodeRequest } from './request-schemas';
import { hidden, OPAYO_SANDBOX_API, type SandboxContext } from './sandbox-context';

/** Opayo's card identifiers are upper-case UUIDs; anything else cannot name one. */
const CARD_IDENTIFIER = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

/**
 * `POST card-identifiers/{cardIdentifier}/security-code`: the customer's browser links the CV2
 * it asked for to a saved (reusable) card identifier, with a fresh merchant session key as its
 * Bearer token (Opayo's "Link a Card Identifier"). 204 on success. The next transaction made with
 * that key and `reusable: true` for that card uses the code once (see card-transaction.ts); the
 * code itself is checked for form and never stored.
 */
export function registerSecurityCodeRoute(app: FastifyInstance, ctx: SandboxContext): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `${OPAYO_SANDBOX_API}/card-identifiers/:cardIdentifier/security-code`,
      { schema: { ...hidden, params: SecurityCodeParams, body: SecurityCodeRequest } },
      async (request, reply) => {
        const presented = request.headers.authorization ?? '';
        if (!/^Bearer\s+\S/i.test(presented)) {
          return refuse(reply, opayoErrors.authenticationMissing);
        }
        const key = presented.replace(/^Bearer\s+/i, '');
        // Each try spends one of the key's attempts.
        const session = await claimSessionKeyAttempt(ctx.db, key, ctx.clock.now());
        if (!session) return refuse(reply, opayoErrors.authenticationFailed);

        const { cardIdentifier } = request.params;
        const card = CARD_IDENTIFIER.test(cardIdentifier)
          ? await findSandboxCard(ctx.db, cardIdentifier.toUpperCase())
          : null;
        const errors = [...cardErrors(card), ...securityCodeErrors(request.body, card)];
        if (errors.length > 0 || !card) return invalid(reply, errors);

        await linkSecurityCode(ctx.db, key, card.cardIdentifier);
        return reply.status(204).send();
      },
    );
}

function cardErrors(card: SandboxCard | null): OpayoFieldError[] {
  if (!card) {
    return [fieldErrors.cardIdentifierInvalid('cardIdentifier', 'The card could not be found')];
  }
  if (!card.reusable) {
    return [
      fieldErrors.cardIdentifierInvalid(
        'cardIdentifier',
        'A security code can only be linked to a saved card',
      ),
    ];
  }
  return [];
}

/** Three digits, or four on an American Express card (Opayo's test cards use 123 and 1234). */
function securityCodeErrors(body: SecurityCodeRequest, card: SandboxCard | null) {
  const code = body?.securityCode;
  if (code === undefined || code === null || code === '') {
    return [fieldErrors.missing('securityCode')];
  }
  if (typeof code !== 'string' || !/^\d+$/.test(code)) {
    return [fieldErrors.invalidCharacters('securityCode', 'The security code must be digits only')];
  }
  const lengths = card ? [card.cardType === 'AmericanExpress' ? 4 : 3] : [3, 4];
  if (!lengths.includes(code.length)) {
    const digits = lengths.join(' or ');
    return [
      fieldErrors.invalidLength('securityCode', `The security code must be ${digits} digits`),
    ];
  }
  return [];
}
