import { createHeardChanges } from '../../../platform/db/heard-changes';
import type { NotificationListener } from '../../../platform/db/notification-listener';
import type { MemberStanding } from './account-ports';
import type { LiveSession } from './sessions.repository';

/**
 * Resolved callers, kept by token hash in every API process for as long as the database has told
 * of no change to them (decisions/037), so a signed-in request costs no query to say who is
 * calling. Migration 0047's triggers notify the channel `lido_callers` when a session is revoked,
 * deleted or cut short (`s:<session id>`), a member of staff changes (`t:<staff user id>`), a
 * customer's memberships change (`m:<customer id>`), or a plan's advance booking (`*`); every
 * process listens (platform/db/notification-listener.ts). A caller is served from memory only
 * when all of these hold, else read again:
 * - the listener is connected. While it is not, nothing is kept or served, and on every
 *   (re)connection everything is forgotten, since whatever was notified meanwhile was missed;
 * - nothing it was read from has been heard to change since its read started;
 * - its session's expiry (as last read or moved on by this process) has not passed, and its
 *   member standing is for today's date (a membership starts and ends on dates);
 * - it is younger than `maxAgeMs`, which bounds how long a revocation can go unseen if the
 *   listener's connection died without a word.
 * A revocation by this process is heard before its caller goes on (the writing session is told in
 * the same answer: `DatabaseHandle.onOwnNotification`), so signing out takes effect in the very
 * next request; in other processes, a few milliseconds after the commit.
 */

/** The channel migration 0047's triggers notify. */
export const CALLERS_CHANNEL = 'lido_callers';

export interface KnownCaller {
  session: LiveSession;
  /** Customers only: their membership on `standingDate`. */
  standing: MemberStanding | null;
  standingDate: string;
}

export interface CallerCache {
  /** The caller presenting `tokenHash`, if known and still exact. */
  get(tokenHash: string, now: Date, today: string): KnownCaller | undefined;
  /** Taken before reading a caller, and handed to `keep`. */
  mark(): number;
  /** Keeps a caller read since `mark`, unless something it was read from changed meanwhile. */
  keep(tokenHash: string, caller: KnownCaller, mark: number, now: Date): void;
  readonly size: number;
}

export interface CallerCacheOptions {
  changes: Pick<NotificationListener, 'connected' | 'onPayload' | 'onConnect'>;
  maxAgeMs?: number;
  maxEntries?: number;
}

export const CALLER_CACHE_MAX_AGE_MS = 60_000;

/** The payloads that change a caller. */
function changesOf({ id, customerId, staffUserId }: LiveSession): string[] {
  const subject = staffUserId !== null ? `t:${staffUserId}` : `m:${customerId}`;
  return [`s:${id}`, subject];
}

interface Entry extends KnownCaller {
  keptAt: number;
  mark: number;
}

export function createCallerCache({
  changes,
  maxAgeMs = CALLER_CACHE_MAX_AGE_MS,
  maxEntries = 100_000,
}: CallerCacheOptions): CallerCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  /** The token hashes kept for each payload that changes them. */
  const keysByChange = new Map<string, Set<string>>();
  const heard = createHeardChanges();

  const forget = (tokenHash: string) => {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    for (const change of changesOf(entry.session)) {
      const keys = keysByChange.get(change);
      keys?.delete(tokenHash);
      if (keys?.size === 0) keysByChange.delete(change);
    }
  };

  const forgetEverything = () => {
    heard.everything();
    entries.clear();
    keysByChange.clear();
  };

  changes.onPayload((payload) => {
    if (!/^[stm]:/.test(payload)) {
      // `*`, or a payload this code does not know: every caller may have changed.
      forgetEverything();
      return;
    }
    heard.hear(payload);
    for (const tokenHash of [...(keysByChange.get(payload) ?? [])]) forget(tokenHash);
  });
  changes.onConnect(forgetEverything);

  return {
    get(tokenHash, now, today) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const current =
        changes.connected &&
        now.getTime() < entry.session.expiresAt.getTime() &&
        now.getTime() - entry.keptAt < maxAgeMs &&
        entry.standingDate === today &&
        !heard.changedSince(changesOf(entry.session), entry.mark);
      if (!current) {
        forget(tokenHash);
        return undefined;
      }
      entries.delete(tokenHash);
      entries.set(tokenHash, entry);
      return entry;
    },
    mark: () => heard.mark(),
    keep(tokenHash, caller, mark, now) {
      if (!changes.connected || heard.changedSince(changesOf(caller.session), mark)) return;
      // A caller served from memory and kept again (its expiry moved on) keeps its first read's
      // age: `maxAgeMs` bounds the time since the database was last asked.
      const keptAt = entries.get(tokenHash)?.keptAt ?? now.getTime();
      forget(tokenHash);
      entries.set(tokenHash, { ...caller, keptAt, mark });
      for (const change of changesOf(caller.session)) {
        const keys = keysByChange.get(change) ?? new Set<string>();
        keys.add(tokenHash);
        keysByChange.set(change, keys);
      }
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        forget(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
