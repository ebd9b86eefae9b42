import { hash, verify } from '@node-rs/argon2';

// argon2id with the library defaults (m=19 MiB, t=2, p=1): OWASP's minimum, ~25 ms a hash here.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Stored for staff who have no password yet (imported, invited to choose one). No argon2 hash
 * looks like it (they start with `$argon2`), so no password matches it, and sign-in refuses it
 * before verifying; a marker rather than the hash of a secret nobody knows says so in the table.
 */
export const NO_PASSWORD_YET = '!no-password-yet';

/** Whether a stored hash can sign anyone in: not null and not the no-password-yet marker. */
export function isUsablePasswordHash(
  passwordHash: string | null | undefined,
): passwordHash is string {
  return typeof passwordHash === 'string' && passwordHash.startsWith('$');
}
