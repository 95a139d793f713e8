import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface NotificationListener {
  notified(channel: string, payload: string): void;
  listening(up: boolean): void;
}

/** The listener connection's application_name. */
export const LISTENER_NAME = 'thryve-listener';
/** The first wait before the listener connects again; it doubles on each failure up to the last. */
const LISTEN_RETRY_MS = [100, 200, 400, 800, 1_600, 3_200];
/** How often the listener proves it is alive: a connection the network dropped silently reports nothing. */
const LISTEN_HEARTBEAT_MS = 2_000;

/**
 * LISTEN on a pg connection of its own, opened again whenever it is lost (a heartbeat query failing or slower than
 * `timeoutMs` included): `listening(false)`, then `listening(true)`; notifications sent meanwhile are lost.
 */
export function listenOnPostgres(
  connectionString: string,
  timeoutMs: number,
  channels: readonly string[],
  listener: NotificationListener,
): () => Promise<void> {
  let current: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function lost(client: pg.Client) {
    if (current !== client) return;
    current = null;
    clearInterval(heartbeat);
    listener.listening(false);
    if (!stopped) retry = setTimeout(connect, LISTEN_RETRY_MS[Math.min(failures++, LISTEN_RETRY_MS.length - 1)]);
    return client.end().catch(() => undefined);
  }

  async function connect() {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      // Its name in pg_stat_activity, for operators (and tests) to tell it from the pool's connections.
      application_name: LISTENER_NAME,
    });
    current = client;
    client.on('notification', (message) => listener.notified(message.channel, message.payload ?? ''));
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      lost(client);
      return;
    }
    if (current !== client) return;
    failures = 0;
    heartbeat = setInterval(() => client.query('SELECT 1').catch(() => lost(client)), LISTEN_HEARTBEAT_MS);
    listener.listening(true);
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (current) await lost(current);
  };
}

/** LISTEN on PGlite's one connection: it is never lost, and it hears the notifications of its own writes. */
export function listenOnPglite(
  client: PGlite,
  channels: readonly string[],
  listener: NotificationListener,
): () => Promise<void> {
  const stops = Promise.all(
    channels.map((channel) => client.listen(channel, (payload) => listener.notified(channel, payload))),
  ).then((unlisten) => {
    listener.listening(true);
    return unlisten;
  });
  return async () => {
    const unlisten = await stops.catch(() => []);
    if (!client.closed) await Promise.all(unlisten.map((stop) => stop()));
  };
}
