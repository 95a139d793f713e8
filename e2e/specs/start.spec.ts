// `npm start` owns its children: a second start on busy ports is refused and harms nothing; if a part
// dies, start.mjs says which, stops the rest and exits non-zero; killed itself with SIGKILL, it leaves nothing
// behind; Ctrl-C stops everything and the emulator keeps its accounts. Real start.mjs runs, on the built apps.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import {
  createAccount,
  describe,
  eventually,
  exportedAccounts,
  isPortOpen,
  processTree,
  startApp,
  startEnv,
  startPorts,
  survivors,
  waitUntilRunning,
  type StartedApp,
} from '../support/startApp';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const ports = startPorts();
const dataDir = mkdtempSync(join(tmpdir(), 'thryve-start-'));
const baseEnv = startEnv(ports, dataDir);
// The emulator's accounts carry over from one start to the next; each start has a database of its own.
let starts = 0;
const env = () => ({ ...baseEnv, DATA_DIR: join(dataDir, `pglite-${++starts}`) });
const allPorts = Object.values(ports);
const STARTUP_MS = 180_000;

async function expectAllGone(app: StartedApp, tree: { pids: number[]; groups: number[] }, timeoutMs: number) {
  const started = Date.now();
  await eventually(
    () => `every process of the tree has exited; left: ${describe(survivors(tree))}`,
    () => survivors(tree).length === 0,
    timeoutMs,
  );
  test.info().annotations.push({ type: 'tree gone after', description: `${Date.now() - started} ms` });
  for (const port of allPorts)
    await eventually(
      () => `port ${port} is free`,
      async () => !(await isPortOpen(port)),
      5_000,
    );
  expect(app.child.exitCode ?? app.child.signalCode).not.toBeNull();
}

test('a port variable that is not a port is refused, naming it', async () => {
  const app = startApp({ ...env(), API_PORT: '80a' });
  expect(await app.exited).toBe(1);
  expect(app.output()).toContain('API_PORT=80a is not a port');
});

test('a second start on busy ports is refused at once, naming the port and its variable; the first runs on', async () => {
  const firstEnv = env();
  const first = startApp(firstEnv);
  try {
    await waitUntilRunning(first, STARTUP_MS);
    const clashes: [Record<string, string>, RegExp][] = [
      [{}, new RegExp(`Port ${ports.host} \\(HOST_PORT`)],
      [{ HOST_PORT: String(ports.host + 3) }, new RegExp(`Port ${ports.remote} \\(AUTH_REMOTE_PORT`)],
      [
        { HOST_PORT: String(ports.host + 3), AUTH_REMOTE_PORT: String(ports.host + 4) },
        new RegExp(`Port ${ports.api} \\(API_PORT`),
      ],
      [
        {
          HOST_PORT: String(ports.host + 3),
          AUTH_REMOTE_PORT: String(ports.host + 4),
          API_PORT: String(ports.host + 5),
        },
        new RegExp(`Port ${ports.emulator} \\(AUTH_EMULATOR_PORT`),
      ],
    ];
    for (const [moved, message] of clashes) {
      const second = startApp({ ...firstEnv, ...moved });
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(message);
      // Refused before it started anything (what it says, not how fast: the machine's load decides that).
      expect(second.output()).not.toMatch(/Starting the Firebase Auth emulator|Building the auth remote|serving on/);
      // It started nothing: the ports it was free to take stay free.
      for (const port of [ports.host + 3, ports.host + 4, ports.host + 5]) expect(await isPortOpen(port)).toBe(false);
    }

    // The first app is unharmed: its pages, its API and its emulator answer.
    expect((await fetch(`http://localhost:${ports.host}/signin`)).status).toBe(200);
    expect((await fetch(`http://localhost:${ports.remote}/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(`http://localhost:${ports.api}/readyz`)).status).toBe(200);
    await createAccount(ports.emulator, 'kept@example.com');

    // Ctrl-C: everything stops, exit 0, and the emulator has exported the account.
    const tree = processTree(first.child.pid!);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    await expectAllGone(first, tree, 30_000);
    expect(exportedAccounts(baseEnv.AUTH_EMULATOR_DATA_DIR)).toContain('kept@example.com');
  } finally {
    first.child.kill('SIGKILL');
  }
});

test('when a part dies (kill -9 of the API), start.mjs names it, stops the others and exits non-zero', async () => {
  const app = startApp(env());
  try {
    await waitUntilRunning(app, STARTUP_MS);
    const apiPid = Number(/\[api\] .*"pid":(\d+)/.exec(app.output())?.[1]);
    expect(apiPid).toBeGreaterThan(0);
    const tree = processTree(app.child.pid!);
    expect(tree.pids).toContain(apiPid);

    process.kill(apiPid, 'SIGKILL');
    expect(await app.exited).toBe(1);
    expect(app.output()).toMatch(/\[api\] exited unexpectedly \(signal SIGKILL\): stopping the others/);
    await expectAllGone(app, tree, 30_000);
  } finally {
    app.child.kill('SIGKILL');
  }
});

test('kill -9 of start.mjs itself: every child exits within seconds, frees its port, and the accounts are exported', async () => {
  const app = startApp(env());
  try {
    await waitUntilRunning(app, STARTUP_MS);
    const tree = processTree(app.child.pid!);
    // The guards, the API, the emulator (firebase's process group) at least.
    expect(tree.pids.length).toBeGreaterThanOrEqual(4);

    await createAccount(ports.emulator, 'after-kill@example.com');

    app.child.kill('SIGKILL');
    await app.exited;
    await expectAllGone(app, tree, 20_000);
    // Its guard stopped the emulator the normal way: the accounts were exported on the way out.
    expect(exportedAccounts(baseEnv.AUTH_EMULATOR_DATA_DIR)).toContain('after-kill@example.com');
  } finally {
    app.child.kill('SIGKILL');
  }
});

test('kill -9 of the npm process of `npm start`: start.mjs notices, stops everything and is gone too', async () => {
  const npm = startApp(env(), { viaNpm: true });
  try {
    await waitUntilRunning(npm, STARTUP_MS);
    // npm -> sh -> node start.mjs -> guards -> parts: every one of them must go.
    const tree = processTree(npm.child.pid!);
    expect(tree.pids.length).toBeGreaterThanOrEqual(6);

    npm.child.kill('SIGKILL');
    await npm.exited;
    await expectAllGone(npm, tree, 30_000);
  } finally {
    npm.child.kill('SIGKILL');
  }
});
