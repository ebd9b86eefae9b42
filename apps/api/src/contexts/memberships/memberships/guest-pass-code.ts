import { randomInt } from 'node:crypto';

// A guest pass's code: the only thing a guest needs to use the pass, so it is drawn at random
// (node's CSPRNG) and long enough not to be guessed at the rate the basket's writes are allowed.

/** Capitals and digits without the ones read as each other (0/O, 1/I/L). */
export const GUEST_PASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^10 ≈ 8 × 10^14 codes. */
export const GUEST_PASS_CODE_LENGTH = 10;

/** A new code as stored: ten characters, ungrouped. */
export function newGuestPassCode(): string {
  let code = '';
  for (let index = 0; index < GUEST_PASS_CODE_LENGTH; index += 1) {
    code += GUEST_PASS_CODE_ALPHABET[randomInt(GUEST_PASS_CODE_ALPHABET.length)];
  }
  return code;
}

const isNewStyleCode = (code: string) =>
  code.length === GUEST_PASS_CODE_LENGTH &&
  [...code].every((character) => GUEST_PASS_CODE_ALPHABET.includes(character));

/** A code as people read it: "ABCDE-FGHJK". Older passes' codes are shown as they were made. */
export function displayGuestPassCode(code: string): string {
  return isNewStyleCode(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

/**
 * The stored codes a typed code may be: case, spaces and dashes are the guest's to get wrong
 * (`abcde fghjk` is `ABCDEFGHJK`); an older pass's code ("GP-LID1001001-2") keeps its dashes.
 */
export function storedCodesFor(typed: string): string[] {
  const upper = typed.trim().toUpperCase();
  const compact = upper.replace(/[\s-]+/g, '');
  return [...new Set([compact, upper.replace(/\s+/g, '')])];
}
