import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { opayoErrors, refuse } from './opayo-errors';

/** The emulator's two checks of who is asking, in one place. */
export interface SandboxAuth {
  /**
   * preHandler of every server-to-server endpoint: Opayo's HTTP Basic authentication with the
   * integration key and password (401 1001 when absent, 1002 when wrong).
   */
  requireIntegrationKey: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** A value only this emulator can have written: the cReq and cRes the issuer passes on. */
  encodeSigned: (value: object) => string;
  /** The value, or null when it was not written by this emulator (forged or garbled). */
  decodeSigned: <T>(token: string) => T | null;
}

// Compared as bytes: a header of non-ASCII characters has as many characters as the expected
// one but more bytes, and timingSafeEqual throws on buffers of different lengths.
const sameText = (a: string, b: string) => {
  const presented = Buffer.from(a);
  const expected = Buffer.from(b);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
};

/** Signs with the integration password: the one secret the emulator and Lido share. */
export function createSandboxAuth(config: {
  integrationKey: string;
  integrationPassword: string;
}): SandboxAuth {
  const expected = `Basic ${Buffer.from(`${config.integrationKey}:${config.integrationPassword}`).toString('base64')}`;
  const sign = (payload: string) =>
    createHmac('sha256', config.integrationPassword).update(payload).digest('base64url');

  return {
    async requireIntegrationKey(request, reply) {
      const presented = request.headers.authorization;
      if (!presented) return refuse(reply, opayoErrors.authenticationMissing);
      if (!sameText(presented, expected)) return refuse(reply, opayoErrors.authenticationFailed);
      return undefined;
    },
    encodeSigned(value) {
      const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    decodeSigned<T>(token: string): T | null {
      const [payload, signature] = token.split('.');
      if (!payload || !signature || !sameText(sign(payload), signature)) return null;
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
      } catch {
        return null;
      }
    },
  };
}
