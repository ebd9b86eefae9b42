import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { goCardlessErrors } from './gocardless-errors';

// Compared as bytes: a header of non-ASCII characters has as many characters as the expected
// one but more bytes, and timingSafeEqual throws on buffers of different lengths.
const sameText = (a: string, b: string) => {
  const presented = Buffer.from(a);
  const expected = Buffer.from(b);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
};

/**
 * onRequest hook of every emulated endpoint: GoCardless's `Authorization: Bearer <access token>`,
 * checked before the body is even read. Anything else is 401 `unauthorized`.
 */
export function requireAccessToken(accessToken: string) {
  const expected = `Bearer ${accessToken}`;
  return async (request: FastifyRequest) => {
    const presented = request.headers.authorization;
    if (!presented || !sameText(presented, expected)) throw goCardlessErrors.unauthorized();
  };
}
