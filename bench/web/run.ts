// `npm run bench:web [-- --runs 10] [--no-lighthouse]`: the composed app (host + auth remote) against a
// single-bundle build of the same screens, served like production, in headless Chromium. See bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { brotliBytesOfJs, build } from './build';
import { runLighthouse } from './lighthouse';
import { measure, SIGN_IN, SIGN_UP, type PageSpec, type Sample } from './measure';
import { BENCH_USER_NAME, createRememberedUser, signedInState } from './rememberedUser';
import { medians, table } from './report';
import { PORTS, startServices, urlOf } from './services';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, 'no-lighthouse': { type: 'boolean', default: false } },
});
const runs = Math.max(1, Number(values.runs));
const log = (line: string) => console.log(`[bench:web] ${line}`);

log('production builds…');
const buildMs = (await build('auth-remote')) + (await build('host'));
await build('single');
await build('floor');
const floorBytes = brotliBytesOfJs('floor');
log(`host + remote build: ${(buildMs / 1000).toFixed(1)} s; floor: ${(floorBytes / 1024).toFixed(1)} KB br`);

const services = await startServices();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const origins = { composed: urlOf(PORTS.composed), single: urlOf(PORTS.single) };
const results: { path: string; composed: Sample[]; single: Sample[] }[] = [];
let lighthouse = new Map<string, unknown>();
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
    for (let run = 0; run < runs; run += 1) {
      // Alternating A/B, so that a slow moment of the machine hits both sides alike.
      const order = run % 2 === 0 ? (['composed', 'single'] as const) : (['single', 'composed'] as const);
      for (const side of order) {
        const options = spec.path === '/' ? { storageState: states[side] } : {};
        result[side].push(await measure(browser, origins[side], spec, options));
      }
    }
    results.push(result);
    log(`${spec.path}: ${runs} runs each`);
  }
  if (!values['no-lighthouse']) {
    log('Lighthouse…');
    lighthouse = await runLighthouse([`${origins.composed}/signin`, `${origins.composed}/signup`]);
  }
} finally {
  await browser.close();
  await services.stop();
}

const signIn = medians(results[0].composed);
console.log(`\n${table(results)}\n`);
console.log(
  `/signin composed JS / floor: ${((signIn.jsBytes ?? 0) / floorBytes).toFixed(2)} (floor ${(floorBytes / 1024).toFixed(1)} KB br)`,
);
console.log(`production build, host + remote: ${(buildMs / 1000).toFixed(1)} s`);
for (const [url, scores] of lighthouse) console.log(`Lighthouse ${url}: ${JSON.stringify(scores)}`);

mkdirSync(new URL('../results/tmp/', import.meta.url), { recursive: true });
const out = new URL(`../results/tmp/web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
writeFileSync(
  out,
  JSON.stringify({ runs, buildMs, floorBytes, results, lighthouse: Object.fromEntries(lighthouse) }, null, 2),
);
log(`raw samples: ${out.pathname}`);
