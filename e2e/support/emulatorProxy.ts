// A proxy in front of the Auth emulator for an API process (its FIREBASE_AUTH_EMULATOR_HOST): it forwards every
// request but holds the first that deletes an account (Identity Toolkit `accounts:delete`), unanswered, so that a
// test can kill the API at that moment: after its rows are deleted, before its Firebase user is.
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmulatorProxy {
  /** `host:port`, for the API's FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** Resolves once an account deletion arrived and is being held. */
  deletionHeld: Promise<void>;
  close(): Promise<void>;
}

/** The emulator the browser tests run against (scripts/with-auth-emulator.mjs sets FIREBASE_AUTH_EMULATOR_HOST). */
function emulatorHost(): { hostname: string; port: number } {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the tests through with-auth-emulator.mjs');
  const url = new URL(`http://${host}`);
  return { hostname: url.hostname, port: Number(url.port) };
}

function pass(incoming: IncomingMessage, outgoing: ServerResponse, target: { hostname: string; port: number }) {
  const upstream = forward(
    { ...target, path: incoming.url, method: incoming.method, headers: incoming.headers },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', () => outgoing.destroy());
  incoming.pipe(upstream);
}

export async function holdFirstAccountDeletion(): Promise<EmulatorProxy> {
  const target = emulatorHost();
  let held: IncomingMessage | null = null;
  let onHeld!: () => void;
  const deletionHeld = new Promise<void>((resolve) => (onHeld = resolve));
  const server = createServer((incoming, outgoing) => {
    if (!held && incoming.url?.includes('/accounts:delete')) {
      held = incoming;
      onHeld();
      return;
    }
    pass(incoming, outgoing, target);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    deletionHeld,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
