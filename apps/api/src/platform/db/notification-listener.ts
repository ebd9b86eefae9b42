import pg from 'pg';
import type { DatabaseHandle } from './client';

/**
 * One channel's notifications (PostgreSQL's LISTEN/NOTIFY) for this process. On PostgreSQL, a
 * connection of its own on the handle's session address: LISTEN belongs to a session, which
 * PgBouncer in transaction mode would hand to whoever came next. When that connection drops, the
 * listener connects again, waiting longer after each failure (up to `maxRetryMs`); it never
 * throws, and reports what went wrong to `onError`. Whatever is notified while it is not
 * connected is missed, so whoever relies on it checks `connected` and starts again from nothing
 * on every (re)connection (`onConnect`). Notifications this process's own writes sent through the
 * pool are heard at once, before the write's caller goes on (`DatabaseHandle.onOwnNotification`),
 * as well as a moment later through LISTEN. On the embedded database, PGlite's own LISTEN, which
 * hears a write before the write's query resolves.
 */
export interface NotificationListener {
  readonly channel: string;
  /** Whether LISTEN is in effect: while it is not, notifications are being missed. */
  readonly connected: boolean;
  /** Calls `callback` with each notification's payload; answers the way to stop. */
  onPayload(callback: (payload: string) => void): () => void;
  /** Calls `callback` each time LISTEN takes effect, at start and after every reconnection. */
  onConnect(callback: () => void): () => void;
  /** Stops listening and closes the connection; call it before closing the handle. */
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Told of a lost connection, a failed attempt to connect, or a callback that threw. */
  onError?: (error: unknown) => void;
  /** The first wait before connecting again; it doubles with each failure, up to `maxRetryMs`. */
  minRetryMs?: number;
  maxRetryMs?: number;
  applicationName?: string;
}

export type Listen = (channel: string, options?: ListenOptions) => NotificationListener;

const ignore = (): void => undefined;

/** Keeps callbacks, and calls each so that one throwing stops neither the rest nor the listener. */
function callbacks<Args extends unknown[]>(onError: (error: unknown) => void) {
  const registered = new Set<(...args: Args) => void>();
  return {
    add: (callback: (...args: Args) => void): (() => void) => {
      registered.add(callback);
      return () => {
        registered.delete(callback);
      };
    },
    call: (...args: Args): void => {
      for (const callback of registered) {
        try {
          callback(...args);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}

export function listenForNotifications(
  handle: DatabaseHandle,
  channel: string,
  options: ListenOptions = {},
): NotificationListener {
  if (handle.listen) return listenOnEmbedded(handle.listen, channel, options);
  const connectionString = handle.sessionConnectionString ?? handle.connectionString;
  if (!connectionString) throw new Error('the database handle has no address to listen on');
  return listenOnPostgres(handle, connectionString, channel, options);
}

function listenOnEmbedded(
  listen: NonNullable<DatabaseHandle['listen']>,
  channel: string,
  { onError = ignore }: ListenOptions,
): NotificationListener {
  const payloads = callbacks<[string]>(onError);
  const connections = callbacks<[]>(onError);
  let connected = false;
  let closed = false;
  const unlisten = listen(channel, (payload) => payloads.call(payload)).then(
    (stop) => {
      if (!closed) {
        connected = true;
        connections.call();
      }
      return stop;
    },
    (error: unknown) => {
      onError(error);
      return null;
    },
  );
  return {
    channel,
    get connected() {
      return connected;
    },
    onPayload: payloads.add,
    onConnect: connections.add,
    async close() {
      closed = true;
      connected = false;
      const stop = await unlisten;
      await stop?.().catch(onError);
    },
  };
}

function listenOnPostgres(
  handle: DatabaseHandle,
  connectionString: string,
  channel: string,
  {
    onError = ignore,
    minRetryMs = 100,
    maxRetryMs = 5_000,
    applicationName = `lido-listen:${process.pid}`,
  }: ListenOptions,
): NotificationListener {
  const payloads = callbacks<[string]>(onError);
  const connections = callbacks<[]>(onError);
  /** The connection LISTEN is in effect on, once it is. */
  let listening: pg.Client | null = null;
  /** The connection being opened, if one is. */
  let opening: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const stopOwn = handle.onOwnNotification?.((notified, payload) => {
    if (notified === channel) payloads.call(payload);
  });

  const connectLater = () => {
    if (closed || retry || opening) return;
    const wait = Math.min(maxRetryMs, minRetryMs * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, wait);
    // The server's own handles keep the process alive; a retry alone must not.
    retry.unref();
  };

  const lose = (client: pg.Client, error?: unknown) => {
    if (listening === client) {
      listening = null;
      onError(error ?? new Error(`the connection listening on ${channel} ended`));
    }
    client.end().catch(ignore);
    connectLater();
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString,
      application_name: applicationName,
      connectionTimeoutMillis: 5_000,
      // A connection whose machine vanished is noticed within a minute, not hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    opening = client;
    client.on('error', (error) => lose(client, error));
    client.on('end', () => lose(client));
    // Told even before LISTEN's answer is read: a notification too many costs nothing.
    client.on('notification', (message) => {
      if (message.channel === channel && !closed) payloads.call(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      opening = null;
      if (!closed) onError(error);
      lose(client);
      return;
    }
    opening = null;
    if (closed) {
      await client.end().catch(ignore);
      return;
    }
    listening = client;
    failures = 0;
    connections.call();
  }

  void connect();

  return {
    channel,
    get connected() {
      return listening !== null;
    },
    onPayload: payloads.add,
    onConnect: connections.add,
    async close() {
      closed = true;
      clearTimeout(retry);
      stopOwn?.();
      const open = [listening, opening].filter((client) => client !== null);
      listening = null;
      await Promise.all(open.map((client) => client.end().catch(ignore)));
    },
  };
}
