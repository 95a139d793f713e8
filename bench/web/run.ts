// `npm run bench:web [-- --runs 10] [--flash-loads 30] [--lighthouse-runs 5] [--no-lighthouse]`: the composed app (host + auth remote) against a
// single-bundle build of the same screens, served like production, in headless Chromium. See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { build, compressedBytesOfJs } from './build';
import { runLighthouse, type LighthouseScores } from './lighthouse';
import { measure, SIGN_IN, SIGN_UP, type PageSpec, type Sample } from './measure';
import { BENCH_USER_NAME, createRememberedUser, signedInState } from './rememberedUser';
import { medians, table } from './report';
import { PORTS, startServices, urlOf } from './services';
import { targetLines } from './targets';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    // `/` is loaded at least this often per side: the remembered user's sign-in flash is counted over these loads.
    'flash-loads': { type: 'string', default: '30' },
    // Lighthouse runs per page; the median run is reported (lighthouse.ts).
    'lighthouse-runs': { type: 'string', default: '5' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs));
const flashLoads = Math.max(runs, Number(values['flash-loads']));
const lighthouseRuns = Math.max(1, Number(values['lighthouse-runs']));
const log = (line: string) => console.log(`[bench:web] ${line}`);

log('production builds…');
const buildMs = (await build('auth-remote')) + (await build('host'));
await build('single');
await build('floor');
const floor = compressedBytesOfJs('floor');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
log(`host + remote build: ${(buildMs / 1000).toFixed(1)} s; floor: ${kb(floor.brotli)} br, ${kb(floor.gzip)} gzip -9`);

const services = await startServices();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const origins = { composed: urlOf(PORTS.composed), single: urlOf(PORTS.single) };
const results: { path: string; composed: Sample[]; single: Sample[] }[] = [];
let lighthouse = new Map<string, LighthouseScores>();
try {
  const email = await createRememberedUser(services.emulatorOrigin);
  const states = {
    composed: await signedInState(browser, origins.composed, email),
    single: await signedInState(browser, origins.single, email),
  };
  const pages: PageSpec[] = [
    { path: '/signin', probe: SIGN_IN },
    { path: '/signup', probe: SIGN_UP },
    { path: '/', probe: { ...SIGN_IN, userName: BENCH_USER_NAME } },
  ];
  for (const spec of pages) {
    const result = { path: spec.path, composed: [] as Sample[], single: [] as Sample[] };
    // One unmeasured load per side first: it fills the static server's compression cache (compressing on the
    // first request would otherwise land in the first sample), as precompressed assets on a CDN would be.
    for (const side of ['composed', 'single'] as const) {
      await measure(browser, origins[side], spec, spec.path === '/' ? { storageState: states[side] } : {});
    }
    const loads = spec.path === '/' ? flashLoads : runs;
    for (let run = 0; run < loads; run += 1) {
      // Alternating A/B, so that a slow moment of the machine hits both sides alike.
      const order = run % 2 === 0 ? (['composed', 'single'] as const) : (['single', 'composed'] as const);
      for (const side of order) {
        const options = spec.path === '/' ? { storageState: states[side] } : {};
        result[side].push(await measure(browser, origins[side], spec, options));
      }
    }
    results.push(result);
    log(`${spec.path}: ${loads} runs each`);
  }
  if (!values['no-lighthouse']) {
    log(`Lighthouse, ${lighthouseRuns} runs per page…`);
    lighthouse = await runLighthouse([`${origins.composed}/signin`, `${origins.composed}/signup`], lighthouseRuns);
  }
} finally {
  await browser.close();
  await services.stop();
}

const signIn = medians(results[0].composed);
console.log(`\n${table(results)}\n`);
console.log(
  `floor: ${kb(floor.brotli)} br, ${kb(floor.gzip)} gzip -9; /signin composed: ${kb(signIn.jsBytes ?? 0)} br, ${kb(signIn.jsGzip ?? 0)} gzip -9`,
);
console.log(`production build, host + remote: ${(buildMs / 1000).toFixed(1)} s`);
for (const [url, scores] of lighthouse) console.log(`Lighthouse ${url}: ${JSON.stringify(scores)}`);
console.log(
  `\nTargets:\n${targetLines(results, floor, lighthouse)
    .map((t) => `- ${t}`)
    .join('\n')}`,
);

mkdirSync(new URL('../results/tmp/', import.meta.url), { recursive: true });
const out = new URL(`../results/tmp/web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
writeFileSync(
  out,
  JSON.stringify({ runs, flashLoads, buildMs, floor, results, lighthouse: Object.fromEntries(lighthouse) }, null, 2),
);
log(`raw samples: ${out.pathname}`);
