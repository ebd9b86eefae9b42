import { describe, expect, it } from 'vitest';
import { fakeChanges } from '../../../test-support/notifications';
import { createCallerCache, type KnownCaller } from './caller-cache';

const NOW = new Date('2026-11-30T08:00:00Z');
const TODAY = '2026-11-30';
const HOUR_MS = 60 * 60 * 1000;

function customer(sessionId: string, customerId: number): KnownCaller {
  return {
    session: {
      id: sessionId,
      customerId,
      staffUserId: null,
      staffVenueId: null,
      staffRole: null,
      staffOperatorId: null,
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + HOUR_MS),
    },
    standing: { isMember: true, advanceBookingDays: 2 },
    standingDate: TODAY,
  };
}

function staff(sessionId: string, staffUserId: number): KnownCaller {
  return {
    session: {
      id: sessionId,
      customerId: null,
      staffUserId,
      staffVenueId: 90001,
      staffRole: 'receptionist',
      staffOperatorId: 1,
      createdAt: NOW,
      expiresAt: new Date(NOW.getTime() + HOUR_MS),
    },
    standing: null,
    standingDate: TODAY,
  };
}

function setUp(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
  const changes = fakeChanges();
  changes.connect();
  const cache = createCallerCache({ changes, ...options });
  const keep = (tokenHash: string, caller: KnownCaller, at = NOW) =>
    cache.keep(tokenHash, caller, cache.mark(), at);
  return { changes, cache, keep };
}

describe('the caller cache', () => {
  it('answers a kept caller until its session is told changed, and only that one', () => {
    const { changes, cache, keep } = setUp();
    keep('alex', customer('s1', 1001));
    keep('priya', customer('s2', 1004));
    expect(cache.get('alex', NOW, TODAY)?.standing).toEqual({
      isMember: true,
      advanceBookingDays: 2,
    });

    changes.notify('s:s1');
    expect(cache.get('alex', NOW, TODAY)).toBeUndefined();
    expect(cache.get('priya', NOW, TODAY)?.session.id).toBe('s2');
  });

  it('drops a customer whose memberships change, and a member of staff who changes', () => {
    const { changes, cache, keep } = setUp();
    keep('alex', customer('s1', 1001));
    keep('dana', staff('s3', 802));
    changes.notify('m:1001');
    changes.notify('m:802');
    expect(cache.get('alex', NOW, TODAY)).toBeUndefined();
    // m: names a customer: staff member 802 is not customer 802.
    expect(cache.get('dana', NOW, TODAY)?.session.staffUserId).toBe(802);
    changes.notify('t:802');
    expect(cache.get('dana', NOW, TODAY)).toBeUndefined();
  });

  it('drops everyone on `*`, on a payload it does not know, and on every reconnection', () => {
    for (const drop of [
      (changes: ReturnType<typeof fakeChanges>) => changes.notify('*'),
      (changes: ReturnType<typeof fakeChanges>) => changes.notify('x:1'),
      (changes: ReturnType<typeof fakeChanges>) => changes.connect(),
    ]) {
      const { changes, cache, keep } = setUp();
      keep('alex', customer('s1', 1001));
      keep('dana', staff('s3', 802));
      drop(changes);
      expect(cache.get('alex', NOW, TODAY)).toBeUndefined();
      expect(cache.get('dana', NOW, TODAY)).toBeUndefined();
    }
  });

  it('does not keep a caller told changed while it was being read', () => {
    const { changes, cache } = setUp();
    const mark = cache.mark();
    changes.notify('s:s1');
    cache.keep('alex', customer('s1', 1001), mark, NOW);
    expect(cache.get('alex', NOW, TODAY)).toBeUndefined();

    // A change to someone else meanwhile does not stop it.
    const later = cache.mark();
    changes.notify('s:s9');
    changes.notify('m:1004');
    cache.keep('alex', customer('s1', 1001), later, NOW);
    expect(cache.get('alex', NOW, TODAY)?.session.id).toBe('s1');
  });

  it('keeps and answers nothing while the listener is not connected', () => {
    const { changes, cache, keep } = setUp();
    keep('alex', customer('s1', 1001));
    changes.connected = false;
    expect(cache.get('alex', NOW, TODAY)).toBeUndefined();
    keep('priya', customer('s2', 1004));
    changes.connected = true;
    expect(cache.get('priya', NOW, TODAY)).toBeUndefined();
  });

  it('answers nothing once the session expires, the date moves on, or the entry is older than its bound', () => {
    const { cache, keep } = setUp({ maxAgeMs: 60_000 });
    keep('alex', customer('s1', 1001));
    expect(cache.get('alex', new Date(NOW.getTime() + HOUR_MS), TODAY)).toBeUndefined();

    keep('alex', customer('s1', 1001));
    expect(cache.get('alex', NOW, '2026-12-01')).toBeUndefined();

    keep('alex', customer('s1', 1001));
    expect(cache.get('alex', new Date(NOW.getTime() + 59_000), TODAY)).toBeDefined();
    expect(cache.get('alex', new Date(NOW.getTime() + 60_000), TODAY)).toBeUndefined();
  });

  it('keeps a caller kept again (its expiry moved on) no longer than its first read allows', () => {
    const { cache, keep } = setUp({ maxAgeMs: 60_000 });
    keep('alex', customer('s1', 1001));
    const moved = customer('s1', 1001);
    keep('alex', moved, new Date(NOW.getTime() + 30_000));
    expect(cache.get('alex', new Date(NOW.getTime() + 61_000), TODAY)).toBeUndefined();
  });

  it('forgets the least recently used callers beyond its bound', () => {
    const { cache, keep } = setUp({ maxEntries: 2 });
    keep('a', customer('s1', 1));
    keep('b', customer('s2', 2));
    expect(cache.get('a', NOW, TODAY)).toBeDefined();
    keep('c', customer('s3', 3));
    expect(cache.size).toBe(2);
    expect(cache.get('b', NOW, TODAY)).toBeUndefined();
    expect(cache.get('a', NOW, TODAY)).toBeDefined();
    expect(cache.get('c', NOW, TODAY)).toBeDefined();
  });
});
