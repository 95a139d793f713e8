import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

import { ACK_CHANNEL, CHANGE_CHANNELS, type ChangeChannel } from '../db/changes';
import type { Database } from '../db/client';

/**
 * The longest a write waits for every listening instance to say it heard the change: one silent this long has most
 * likely lost its connection, and forgets everything as soon as it notices.
 */
const HEARD_WAIT_MS = 1_000;

type Handler = (uid: string) => void;

export interface ChangeFeed {
  /** True while this instance listens to the database's changes: only then may it answer from memory. */
  readonly live: boolean;
  /** Calls `handler` with the uid of every change announced on `channel`, and when this instance writes one. */
  on(channel: ChangeChannel, handler: Handler): void;
  /** Calls `handler` whenever memory can no longer be trusted: the listener was lost, or listens again. */
  onReset(handler: () => void): void;
  /**
   * Runs a write that announces a change of `uid` on `channels` (db/changes.ts); this instance forgets the user
   * whatever the outcome. Resolves once every listening instance said it heard the change (at most HEARD_WAIT_MS),
   * unless `announced` says the outcome announced nothing: then no instance answers the old state from memory.
   */
  write<T>(
    channels: readonly ChangeChannel[],
    uid: string,
    run: () => Promise<T>,
    announced?: (outcome: T) => boolean,
  ): Promise<T>;
  close(): Promise<void>;
}

const channelOf = new Map<string, ChangeChannel>(
  Object.entries(CHANGE_CHANNELS).map(([name, channel]) => [channel, name as ChangeChannel]),
);

/** Listens to the database's NOTIFY of changes, and acknowledges each on ACK_CHANNEL once it forgot the stale state. */
export function listenForChanges(database: Pick<Database, 'listen'>): ChangeFeed {
  const instance = randomUUID();
  let live = false;
  const handlers = new Map<ChangeChannel, Handler[]>();
  const resets: (() => void)[] = [];
  // Each acknowledgement goes to the writes waiting on `<channel> <uid>` (a space in every name: never 'error').
  const acknowledgements = new EventEmitter().setMaxListeners(0);

  const dispatch = (channel: ChangeChannel, uid: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(uid);
  };

  const listening = database.listen([...channelOf.keys(), ACK_CHANNEL], {
    notified(name, payload) {
      if (name === ACK_CHANNEL) {
        const [heardOn, from, ...uid] = payload.split(' ');
        acknowledgements.emit(`${heardOn} ${uid.join(' ')}`, from);
        return;
      }
      const channel = channelOf.get(name);
      if (!channel) return;
      dispatch(channel, payload);
      // Said after forgetting: the writer may then answer, and this instance reads the change from the database.
      listening.notify(ACK_CHANNEL, `${channel} ${instance} ${payload}`).catch(() => undefined);
    },
    listening(up) {
      // Down: changes may go unheard from now on. Up again: some may have gone unheard. Either way what is in
      // memory is forgotten, and from this point on each answer is read from the database until remembered anew.
      live = up;
      for (const reset of resets) reset();
    },
  });

  /** Starts counting who hears the change; `until(n)` resolves once n instances did, or after HEARD_WAIT_MS. */
  function hearing(channel: ChangeChannel, uid: string) {
    const key = `${channel} ${uid}`;
    const instances = new Set<string>();
    let check = (): void => undefined;
    const heard = (from: string) => {
      instances.add(from);
      check();
    };
    acknowledgements.on(key, heard);
    const end = () => void acknowledgements.off(key, heard);
    const until = (count: number) =>
      new Promise<void>((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          end();
          resolve();
        };
        const timer = setTimeout(finish, HEARD_WAIT_MS);
        check = () => {
          if (instances.size >= count) finish();
        };
        check();
      });
    return { until, end };
  }

  return {
    get live() {
      return live;
    },
    on(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    onReset(handler) {
      resets.push(handler);
    },
    async write(channels, uid, run, announced = () => true) {
      // Counting starts before the write: an instance may hear it before the write's own answer arrives.
      const waits = live ? channels.map((channel) => hearing(channel, uid)) : [];
      let outcome: Awaited<ReturnType<typeof run>>;
      try {
        outcome = await run();
      } catch (error) {
        for (const wait of waits) wait.end();
        throw error;
      } finally {
        // Also after a failure: the write may have committed before its answer was lost.
        for (const channel of channels) dispatch(channel, uid);
      }
      if (!announced(outcome)) for (const wait of waits) wait.end();
      else if (waits.length > 0) {
        // The instances listening now; one that starts listening later forgets everything as it starts.
        const peers = await listening.peers().catch(() => 0);
        await Promise.all(waits.map((wait) => wait.until(peers)));
      }
      return outcome;
    },
    close: () => listening.stop(),
  };
}
