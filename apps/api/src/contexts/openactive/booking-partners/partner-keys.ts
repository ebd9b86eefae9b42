import { createHash, randomBytes } from 'node:crypto';

// A booking partner's API key: `lido_oa_` and 32 random bytes in base64url (43 characters). The
// scheme prefix tells anyone who finds one in a log or a repository what it is; the 8 characters
// after it are kept in the clear so the console can tell keys apart without holding any.

export const KEY_SCHEME = 'lido_oa_';
const KEY_BYTES = 32;
const KEY_PATTERN = /^lido_oa_[A-Za-z0-9_-]{43}$/;
const SHOWN_CHARACTERS = 8;

export interface IssuedKey {
  /** Answered once, to the manager who added the partner; never stored. */
  key: string;
  keyPrefix: string;
  keyHash: string;
}

export function issuePartnerKey(): IssuedKey {
  const key = `${KEY_SCHEME}${randomBytes(KEY_BYTES).toString('base64url')}`;
  return { key, keyPrefix: keyPrefixOf(key), keyHash: hashPartnerKey(key) };
}

export const keyPrefixOf = (key: string) =>
  key.slice(KEY_SCHEME.length, KEY_SCHEME.length + SHOWN_CHARACTERS);

/**
 * Hex SHA-256 of the whole key. A fast hash suffices, as for session tokens: the key has 256
 * bits of entropy, so its hash cannot be reversed by guessing, however quickly guesses are made.
 */
export function hashPartnerKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Anything else cannot be a key Lido issued: refused without a lookup. */
export const isWellFormedPartnerKey = (key: string) => KEY_PATTERN.test(key);

/**
 * The key an `Authorization` header presents: null when there is no header (no credentials at
 * all), '' when it holds something other than one bearer token (credentials, but not a key).
 */
export function presentedKey(authorization: string | undefined): string | null {
  if (authorization === undefined || authorization.trim() === '') return null;
  // The scheme is case-insensitive (RFC 9110 §11.1); the token is taken exactly as sent.
  const match = /^Bearer +(\S+) *$/i.exec(authorization.trim());
  return match?.[1] ?? '';
}
