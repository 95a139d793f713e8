// Where a cold load's main-thread CPU goes, for the composed app and the single bundle (a tool for reading the
// bench): `npx tsx bench/web/cpuProfile.ts /signin [loads]`. Each load is profiled (V8 sampling, 100 µs) from the
// navigation until the form's submit button is shown; the mean self time per script, and the top functions, are
// printed. The first load's profile of each side is written to bench/results/tmp/ (open it in Chrome's DevTools).
import { mkdirSync, writeFileSync } from 'node:fs';

import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { SIGN_IN, SIGN_UP } from './measure';
import { PORTS, startServices, urlOf } from './services';

const path = process.argv[2] ?? '/signin';
const loads = Math.max(1, Number(process.argv[3] ?? 8));
const submit = (path === '/signup' ? SIGN_UP : SIGN_IN).button;
const out = new URL('../results/tmp/', import.meta.url);
mkdirSync(out, { recursive: true });

/** A script's name without its content hash, or V8's name for time outside scripts ((program), (idle), GC). */
const scriptOf = (url: string, functionName: string) =>
  (url.split('/').pop() || functionName || '(program)').replace(/\.[0-9a-f]{8}\.js$/, '.js');

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);

const services = await startServices();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const [side, port] of [
    ['composed', PORTS.composed],
    ['single', PORTS.single],
  ] as const) {
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    for (let load = 0; load < loads; load += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
      await page.goto(urlOf(port) + path);
      await page.getByRole('button', { name: submit, exact: true }).waitFor();
      const { profile } = await cdp.send('Profiler.stop');
      await context.close();
      if (load === 0)
        writeFileSync(new URL(`cpu-${side}${path.replace(/\//g, '_')}.cpuprofile`, out), JSON.stringify(profile));
      const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
      (profile.samples ?? []).forEach((id, index) => {
        const frame = nodes.get(id);
        const ms = (profile.timeDeltas?.[index] ?? 0) / 1000 / loads;
        if (!frame) return;
        const script = scriptOf(frame.url, frame.functionName);
        add(byScript, script, ms);
        add(
          byFunction,
          `${script} ${frame.functionName || '(anonymous)'} ${frame.lineNumber}:${frame.columnNumber}`,
          ms,
        );
      });
    }
    console.log(`== ${side} ${path}, mean of ${loads} loads, self time (ms):`);
    console.log(
      top(byScript, 14)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(' | '),
    );
    for (const [name, ms] of top(byFunction, 20)) console.log(`  ${ms.toFixed(1).padStart(6)} ${name}`);
  }
} finally {
  await browser.close();
  await services.stop();
}
