// When a cold load's scripts arrive and what the page's main thread does meanwhile (a tool for reading the bench):
// `npx tsx bench/web/timeline.ts /signin [composed|single]`. One load is traced with Chromium's timeline categories
// after two untraced ones (they warm the server's compression cache and the browser); printed, from navigation
// start: the requests and arrivals of the app's own files, and every main-thread task of 1 ms or more with its
// longest events. Tracing slows the page: compare moments and order, not absolute times, with the bench.
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { SIGN_IN, SIGN_UP } from './measure';
import { PORTS, startServices, urlOf } from './services';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; requestId?: string; functionName?: string } };
}

const path = process.argv[2] ?? '/signin';
const side = process.argv[3] === 'single' ? 'single' : 'composed';
const submit = (path === '/signup' ? SIGN_UP : SIGN_IN).button;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'blink',
  'blink.user_timing',
  'loading',
];
/** The app's own files: the page, hashed chunks, the remote's manifest and entry (not the browser's own pages). */
const OWN_FILE = /^(signin|signup|[\w-]+\.[0-9a-f]{8}\.(js|css)|mf-manifest\.json|remoteEntry\.js)$/;

const fileOf = (url: string | undefined) => (url ?? '').split('/').pop() ?? '';
const ms = (microseconds: number) => (microseconds / 1000).toFixed(1);

function describe(event: TraceEvent): string {
  const data = event.args?.data;
  const what = data?.url ? `:${fileOf(data.url).slice(0, 32)}` : data?.functionName ? `:${data.functionName}` : '';
  return `${event.name}${what}(${ms(event.dur ?? 0)})`;
}

function timeline(events: TraceEvent[]): string[] {
  // The page's renderer: the one that ran the host's (or the single bundle's) first script.
  const first = events.find(
    (event) => event.name === 'EvaluateScript' && /^main\./.test(fileOf(event.args?.data?.url)),
  );
  if (!first) throw new Error('the trace holds no evaluation of the page main script');
  const onMain = (event: TraceEvent) => event.pid === first.pid && event.tid === first.tid;
  const starts = events.filter((event) => event.name === 'navigationStart' && event.ts <= first.ts);
  const start = starts.at(-1)?.ts;
  if (start === undefined) throw new Error('the trace holds no navigation start');
  const lines: [number, string][] = [];
  const complete = events.filter((event) => onMain(event) && event.ph === 'X' && event.dur !== undefined);
  for (const task of complete.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= 1000)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = complete
      .filter((event) => event.name !== 'RunTask' && event.ts >= task.ts && event.ts < end && (event.dur ?? 0) > 300)
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 4);
    lines.push([task.ts, `task ${ms(task.dur ?? 0)} ms  ${inside.map(describe).join(' ')}`]);
  }
  const files = new Map<string, string>();
  for (const event of events) {
    if (event.name === 'ResourceSendRequest' && event.args?.data?.requestId) {
      files.set(event.args.data.requestId, fileOf(event.args.data.url));
    }
  }
  for (const event of events) {
    if (event.name !== 'ResourceSendRequest' && event.name !== 'ResourceFinish') continue;
    const file = files.get(event.args?.data?.requestId ?? '') ?? '';
    if (OWN_FILE.test(file))
      lines.push([event.ts, `    ${event.name === 'ResourceSendRequest' ? 'request ' : 'arrived '} ${file}`]);
  }
  return lines.sort((a, b) => a[0] - b[0]).map(([ts, line]) => `${ms(ts - start).padStart(7)}  ${line}`);
}

const services = await startServices();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const url = urlOf(side === 'composed' ? PORTS.composed : PORTS.single) + path;
  for (let load = 0; load < 3; load += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const traced = load === 2;
    if (traced) await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url);
    await page.getByRole('button', { name: submit, exact: true }).waitFor();
    const shown = await page.evaluate(() => performance.now());
    const trace = traced ? await browser.stopTracing() : null;
    await context.close();
    if (!trace) continue;
    const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
    console.log(`== ${side} ${path}: submit button found at ${shown.toFixed(0)} ms (traced)`);
    console.log(timeline(traceEvents).join('\n'));
  }
} finally {
  await browser.close();
  await services.stop();
}
