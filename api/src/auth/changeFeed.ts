import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';

import {
  ACK_CHANNEL,
  CHANGE_CHANNELS,
  countListeners,
  notify,
  type AnnouncedWrite,
  type ChangeChannel,
} from '../db/changes';
import type { Database } from '../db/client';

/**
 * The longest a write waits for every listening instance to say it heard the change: one silent this long has most
 * likely lost its connection, and forgets everything as soon as it notices.
 */
const HEARD_WAIT_MS = 1_000;

export interface ChangeFeed {
  /** True while this instance listens to the database's changes: only then may it answer from memory. */
  readonly live: boolean;
  /** Calls `handler` with the uid of every change announced on `channel`, and when this instance writes one. */
  on(channel: ChangeChannel, handler: (uid: string) => void): void;
  /** Calls `handler` whenever memory can no longer be trusted: the listener was lost, or listens again. */
  onReset(handler: () => void): void;
  /**
   * Runs a write that announces a change of `uid` on `channels` (db/changes.ts); this instance forgets the user
   * whatever the outcome. Resolves once every listening instance said it heard the change (at most HEARD_WAIT_MS),
   * unless `announced` says the outcome announced nothing: then no instance answers the old state from memory.
   */
  write: AnnouncedWrite;
  close(): Promise<void>;
}

const channelOf = new Map<string, ChangeChannel>(
  Object.entries(CHANGE_CHANNELS).map(([name, channel]) => [channel, name as ChangeChannel]),
);

/** Listens to the database's NOTIFY of changes, and acknowledges each on ACK_CHANNEL once it forgot the stale state. */
export function listenForChanges(database: Pick<Database, 'listen' | 'db'>): ChangeFeed {
  const instance = randomUUID();
  const { db } = database;
  let live = false;
  // A change's uid on `<channel>`; 'reset' when memory can no longer be trusted; on `heard <uid>`, the channel and the
  // instance of each acknowledgement (a space in every such name: never 'error').
  const events = new EventEmitter().setMaxListeners(0);

  const stop = database.listen([...channelOf.keys(), ACK_CHANNEL], {
    notified(name, payload) {
      if (name === ACK_CHANNEL) {
        const [heardOn, from, ...uid] = payload.split(' ');
        events.emit(`heard ${uid.join(' ')}`, heardOn, from);
        return;
      }
      const channel = channelOf.get(name);
      if (!channel) return;
      events.emit(channel, payload);
      // Said after forgetting: the writer may then answer, and this instance reads the change from the database.
      db.execute(notify(ACK_CHANNEL, `${channel} ${instance} ${payload}`)).catch(() => undefined);
    },
    listening(up) {
      // Down: changes may go unheard from now on. Up again: some may have gone unheard. Either way what is in
      // memory is forgotten, and from this point on each answer is read from the database until remembered anew.
      live = up;
      events.emit('reset');
    },
  });

  return {
    get live() {
      return live;
    },
    on: (channel, handler) => void events.on(channel, handler),
    onReset: (handler) => void events.on('reset', handler),
    async write(channels, uid, run, announced = () => true) {
      // Counting starts before the write: an instance may hear it before the write's own answer arrives.
      const heard = new Map<string, Set<string>>(channels.map((channel) => [channel, new Set()]));
      let check: () => void = () => undefined;
      const counted = (channel: string, from: string) => {
        heard.get(channel)?.add(from);
        check();
      };
      const counting = live;
      if (counting) events.on(`heard ${uid}`, counted);
      try {
        // Also after a failure: the write may have committed before its answer was lost.
        const outcome = await run().finally(() => channels.forEach((channel) => events.emit(channel, uid)));
        if (counting && announced(outcome)) {
          // The instances listening now; one that starts listening later forgets everything as it starts.
          const peers = await countListeners(db).catch(() => 0);
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, HEARD_WAIT_MS);
            check = () => {
              if ([...heard.values()].some((instances) => instances.size < peers)) return;
              clearTimeout(timer);
              resolve();
            };
            check();
          });
        }
        return outcome;
      } finally {
        events.off(`heard ${uid}`, counted);
      }
    },
    close: stop,
  };
}
