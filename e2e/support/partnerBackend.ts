// The example partner backend (examples/partner-backend: its app, set up as its server.ts sets it up) in the test's
// process, against the browser tests' API and Auth emulator. Its webhook endpoint is added as an operator adds one,
// with `npm run webhooks` beside the running API (which holds the embedded database and runs the command for it).
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { createThryveAuth } from '@thryve/server';
import { createWebhookReceiver } from '@thryve/server/webhooks';

import { createApp, type NotesStore } from '../../examples/partner-backend/src/app';
import { EMULATOR_PROJECT_ID } from '../../scripts/testing/authEmulator';
import { E2E_PARTNER_KEY, E2E_URLS } from './ports';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run webhooks -- <args>` against the browser tests' API on PGlite (E2E_DATA_DIR); what it printed. */
async function webhooksCommand(args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: process.env.E2E_DATA_DIR,
    FIREBASE_PROJECT_ID: EMULATOR_PROJECT_ID,
  };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'webhooks', '--', ...args], {
    cwd: root,
    env,
  });
  return stdout;
}

export interface PartnerBackend {
  /** Where it listens (the page reaches it through its own origin, as behind the partner's proxy). */
  url: string;
  /** Its own record: the uids whose notes it holds. */
  holders(): string[];
  /** Stops it and removes its endpoint. */
  stop(): Promise<void>;
}

/**
 * Listens on a free port, adds the endpoint there for user.deleted, then serves the example's app with the secret the
 * command printed once, as its server.ts does with THRYVE_WEBHOOK_SECRET.
 */
export async function startPartnerBackend(): Promise<PartnerBackend> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const added = await webhooksCommand(['add', `${url}/webhooks/thryve`, '--events', 'user.deleted']);
  const id = /^Added (\S+)$/m.exec(added)?.[1];
  const secret = /^whsec_\S+$/m.exec(added)?.[0];
  if (!id || !secret) throw new Error(`npm run webhooks -- add printed no id or secret:\n${added}`);

  const notes: NotesStore = new Map();
  const thryve = createThryveAuth({
    projectId: EMULATOR_PROJECT_ID,
    apiUrl: E2E_URLS.api,
    partnerKey: E2E_PARTNER_KEY,
  });
  server.on('request', createApp(thryve, createWebhookReceiver({ secret }), notes));
  return {
    url,
    holders: () => [...notes.keys()],
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await webhooksCommand(['remove', id]);
    },
  };
}
