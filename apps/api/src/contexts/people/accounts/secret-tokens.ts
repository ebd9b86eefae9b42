import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 43 base64url characters. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A bearer secret (session token, password-reset token). Only its hash is stored, so a leaked
 * table cannot be replayed; SHA-256 suffices because the secret has 256 bits of entropy.
 */
export function createSecretToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Anything else cannot be a token Lido issued; it is rejected without a lookup. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}
