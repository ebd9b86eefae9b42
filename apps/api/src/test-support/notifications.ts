import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { DatabaseHandle } from '../platform/db/client';
import { listenForNotifications } from '../platform/db/notification-listener';

/** A notification listener stand-in for cache unit tests: they connect it, drop it and notify through it. */
export function fakeChanges() {
  const payloadCallbacks = new Set<(payload: string) => void>();
  const connectCallbacks = new Set<() => void>();
  const changes = {
    connected: false,
    onPayload(callback: (payload: string) => void) {
      payloadCallbacks.add(callback);
      return () => payloadCallbacks.delete(callback);
    },
    onConnect(callback: () => void) {
      connectCallbacks.add(callback);
      return () => connectCallbacks.delete(callback);
    },
    notify(payload: string) {
      for (const callback of payloadCallbacks) callback(payload);
    },
    connect() {
      changes.connected = true;
      for (const callback of connectCallbacks) callback();
    },
  };
  return changes;
}

/**
 * Listens on `channel` for what the database sends (not what the writing session is told as
 * well: client.ts), for tests of the triggers that notify it. `notifiedBy(change)` answers the
 * payloads one change sent, sorted: everything heard before a marker sent after it commits.
 */
export async function recordChannel(handle: DatabaseHandle, channel: string) {
  const listener = listenForNotifications({ ...handle, onOwnNotification: undefined }, channel);
  const heard: string[] = [];
  listener.onPayload((payload) => heard.push(payload));
  await vi.waitFor(() => expect(listener.connected).toBe(true), { timeout: 10_000 });
  let markers = 0;
  return {
    async notifiedBy(change: () => Promise<unknown>): Promise<string[]> {
      heard.length = 0;
      await change();
      const marker = `marker:${++markers}`;
      await handle.db.execute(sql`select pg_notify(${channel}, ${marker})`);
      await vi.waitFor(() => expect(heard).toContain(marker));
      return heard.slice(0, heard.indexOf(marker)).sort();
    },
    close: () => listener.close(),
  };
}
