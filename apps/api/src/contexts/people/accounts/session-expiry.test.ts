import { describe, expect, it } from 'vitest';
import { expiryAfterUse, isExtensionDue } from './session-expiry';

const policy = { sessionIdleMinutes: 30, sessionLifetimeDays: 1 };
const signedIn = new Date('2026-10-20T09:00:00Z');
const at = (iso: string) => new Date(iso);

describe('session expiry', () => {
  it('ends a session the idle allowance after its last use', () => {
    expect(expiryAfterUse(policy, signedIn, signedIn)).toEqual(at('2026-10-20T09:30:00Z'));
    expect(expiryAfterUse(policy, signedIn, at('2026-10-20T15:10:00Z'))).toEqual(
      at('2026-10-20T15:40:00Z'),
    );
  });

  it('never lets use carry a session past its lifetime', () => {
    expect(expiryAfterUse(policy, signedIn, at('2026-10-21T08:45:00Z'))).toEqual(
      at('2026-10-21T09:00:00Z'),
    );
  });

  it('moves the expiry only when it would move by a minute or more', () => {
    const session = { createdAt: signedIn, expiresAt: at('2026-10-20T09:30:00Z') };
    expect(isExtensionDue(policy, session, at('2026-10-20T09:00:59Z'))).toBe(false);
    expect(isExtensionDue(policy, session, at('2026-10-20T09:01:00Z'))).toBe(true);
    const atLifetimeEnd = { createdAt: signedIn, expiresAt: at('2026-10-21T09:00:00Z') };
    expect(isExtensionDue(policy, atLifetimeEnd, at('2026-10-21T08:50:00Z'))).toBe(false);
  });
});
