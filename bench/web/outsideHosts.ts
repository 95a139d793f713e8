// `npm run bench:web:outside-hosts [-- --runs 3]`: the first screen in partners' hosts. The webpack and Vite
// quick-start hosts (examples/outside-hosts/<kind>), built outside the repository with the contract installed from a
// registry on loopback, as the browser tests build them (e2e/support/outsideHost.ts), against the remote's build
// (auth-remote/dist, as it is): every script `/signin` loads before any interaction, at brotli 11, beside the floor.
// See bench/README.md.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { chromium, type Browser } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { startContractRegistry } from '../../scripts/testing/contractRegistry';
import { brotliSize, build, compressedBytesOfJs } from './build';
import { SIGN_IN } from './measure';
import { installProbe } from './probe';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Math.max(1, Number(values.runs));
const log = (line: string) => console.log(`[bench:web:outside-hosts] ${line}`);

// The e2e helpers read their ports when loaded: the bench's own range, apart from the browser tests'.
const base = Number(process.env.BENCH_PORT_BASE || 5000);
process.env.E2E_OUTSIDE_HOST_PORT ??= String(base + 40);
process.env.E2E_API_PORT ??= String(base + 80);
const { createOutsideHost, serveVersionedRemote } = await import('../../e2e/support/outsideHost');

/** What a script carries, told by strings only that library's build has (minified or not). */
const MARKERS: [string, string][] = [
  ['axios', 'ERR_BAD_OPTION_VALUE'],
  ['firebase/auth', 'auth/argument-error'],
  ['firebase/app', 'has been created - call initializeApp() first'],
  ['react-dom', '__reactContainer$'],
];

interface Script {
  url: string;
  brotli: number;
  carries: string[];
}

/** One cold load of `/signin` until the form is interactive and the network idle: every script, at brotli 11. */
async function scriptsOfSignIn(browser: Browser, url: string): Promise<{ scripts: Script[]; requests: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  const scripts: Promise<Script>[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => {
        const text = body.toString('utf8');
        const carries = MARKERS.filter(([, marker]) => text.includes(marker)).map(([name]) => name);
        return { url: response.url(), brotli: brotliSize(body), carries };
      }),
    );
  });
  const probe = `(() => { const __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(SIGN_IN)}); })();`;
  await page.addInitScript({ content: probe });
  await page.goto(`${url}/signin`);
  await page.waitForFunction(
    () => (window as unknown as { __benchMarks: { interactive?: number } }).__benchMarks.interactive !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  const listed = await Promise.all(scripts);
  await context.close();
  return { scripts: listed.sort((a, b) => a.url.localeCompare(b.url)), requests };
}

const sum = (scripts: Script[]) => scripts.reduce((total, script) => total + script.brotli, 0);

log('floor build…');
await build('floor');
const floor = compressedBytesOfJs('floor').brotli;
log(`floor: ${floor} B br`);

if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) throw new Error('Run through scripts/with-auth-emulator.mjs');
const registry = await startContractRegistry(fileURLToPath(new URL('../..', import.meta.url)));
const remote = await serveVersionedRemote();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const lines: string[] = [];
try {
  for (const kind of ['webpack', 'vite'] as const) {
    log(`${kind}: install and build…`);
    const host = await createOutsideHost(kind, registry);
    try {
      const loads = [];
      for (let run = 0; run < runs; run += 1) loads.push(await scriptsOfSignIn(browser, host.url));
      const totals = loads.map((load) => sum(load.scripts));
      if (new Set(totals).size > 1) log(`${kind}: the loads differ (${totals.join(', ')} B br)`);
      const { scripts, requests } = loads[0];
      const total = totals.sort((a, b) => a - b)[Math.floor(totals.length / 2)];
      const carried = [...new Set(scripts.flatMap((script) => script.carries))];
      lines.push(
        `## ${kind}: /signin ${total} B br, ${(total / floor).toFixed(3)}x the floor (target <= 1.25, ` +
          `${total / floor <= 1.25 ? 'met' : 'NOT met'}); ${requests.length} requests; ` +
          `axios ${carried.includes('axios') ? 'LOADED' : 'not loaded'}, ` +
          `firebase/auth ${carried.includes('firebase/auth') ? 'LOADED' : 'not loaded'}`,
        ...scripts.map(
          (script) =>
            `${String(script.brotli).padStart(8)} B br  ${script.url}${script.carries.length ? `  (${script.carries.join(', ')})` : ''}`,
        ),
        ...requests
          .filter((url) => !scripts.some((script) => script.url === url))
          .map((url) => `      (other)  ${url}`),
      );
    } finally {
      await host.close();
    }
  }
} finally {
  await browser.close();
  await remote.stop();
  await registry.stop();
}
console.log(`\nfloor: ${floor} B br; 1.25x = ${Math.round(floor * 1.25)} B\n${lines.join('\n')}`);
