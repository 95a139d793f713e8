import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Listening {
  /** Sends a notification on the listening connection (a reply to what it heard). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * How many connections listen, the own one included, whose hearing is not certain when a write returns: the
   * PostgreSQL sessions named LISTENER_NAME on this database. 0 on PGlite, whose one connection calls every listener
   * before the write's statement returns.
   */
  peers(): Promise<number>;
  stop(): Promise<void>;
}

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
  pool: pg.Pool,
): Listening {
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
    void client.end().catch(() => undefined);
    if (stopped) return;
    retry = setTimeout(connect, LISTEN_RETRY_MS[Math.min(failures, LISTEN_RETRY_MS.length - 1)]);
    failures += 1;
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
  return {
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async peers() {
      const { rows } = await pool.query<{ listeners: number }>(
        'SELECT count(*)::int AS listeners FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTENER_NAME],
      );
      return rows[0]?.listeners ?? 0;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
}

/** LISTEN on PGlite's one connection: it is never lost, and it hears the notifications of its own writes. */
export function listenOnPglite(client: PGlite, channels: readonly string[], listener: NotificationListener): Listening {
  const stops = Promise.all(
    channels.map((channel) => client.listen(channel, (payload) => listener.notified(channel, payload))),
  ).then((unlisten) => {
    listener.listening(true);
    return unlisten;
  });
  return {
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    peers: async () => 0,
    async stop() {
      const unlisten = await stops.catch(() => []);
      if (!client.closed) await Promise.all(unlisten.map((stop) => stop()));
    },
  };
}
