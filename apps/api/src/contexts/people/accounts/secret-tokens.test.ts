import { describe, expect, it } from 'vitest';
import { createSecretToken, hashSecretToken, isWellFormedToken } from './secret-tokens';

describe('secret tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const first = createSecretToken();
    const second = createSecretToken();
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);
    expect(first.token).not.toBe(second.token);
  });

  it('are stored as a SHA-256 hash that is not the token itself', () => {
    const { token, hash } = createSecretToken();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashSecretToken(token)).toBe(hash);
  });

  it('recognises only the shape Lido issues', () => {
    expect(isWellFormedToken(createSecretToken().token)).toBe(true);
    expect(isWellFormedToken('')).toBe(false);
    expect(isWellFormedToken('a'.repeat(44))).toBe(false);
    expect(isWellFormedToken(`${'a'.repeat(42)}=`)).toBe(false);
  });
});
