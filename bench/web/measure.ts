// One cold page load in headless Chromium: JS bytes (compressed, as transferred), requests and the milestones.
import type { Browser, BrowserContextOptions } from '@playwright/test';

import { gzipSize } from './build';
import { installProbe, type ProbeMarks, type ProbeOptions } from './probe';

export interface PageSpec {
  path: '/signin' | '/signup' | '/';
  probe: ProbeOptions;
}
export interface Sample {
  /** Script bytes as transferred (the static server's brotli). */
  jsBytes: number;
  /** The same scripts' decoded bodies at gzip -9 (the issue's independent check compresses so). */
  jsGzip: number;
  requests: number;
  formVisible?: number;
  interactive?: number;
  nameShown?: number;
  signInFlash?: boolean;
}

export const SIGN_IN: ProbeOptions = { heading: 'Sign in', field: 'Email', button: 'Sign in', userName: '' };
export const SIGN_UP: ProbeOptions = { heading: 'Sign up', field: 'Email', button: 'Create', userName: '' };

/** A fresh context each time: empty HTTP cache, no service worker, nothing kept from the previous run. */
export async function measure(
  browser: Browser,
  origin: string,
  spec: PageSpec,
  contextOptions: BrowserContextOptions = {},
): Promise<Sample> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const sample: Sample = { jsBytes: 0, jsGzip: 0, requests: 0 };
  page.on('request', () => (sample.requests += 1));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  // Body bytes as sent (compressed): Content-Length, or what came over the wire minus headers if none.
  const scripts = new Map<string, number | undefined>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    const length = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === 'content-length');
    scripts.set(event.requestId, length ? Number(length[1]) : undefined);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) sample.jsBytes += scripts.get(event.requestId) ?? event.encodedDataLength;
  });
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response.body().then(
        (body) => void (sample.jsGzip += gzipSize(body)),
        () => undefined,
      ),
    );
  });
  // As source text: under tsx the function's source calls esbuild's `__name` helper, which the page lacks.
  const probe = `(() => { const __name = (f) => f; (${installProbe.toString()})(${JSON.stringify(spec.probe)}); })();`;
  await page.addInitScript({ content: probe });
  await page.goto(origin + spec.path);
  // A function, not a string: the page's Content-Security-Policy forbids eval, which string predicates need.
  const mark = spec.probe.userName ? 'nameShown' : 'interactive';
  await page.waitForFunction(
    (name) => (window as unknown as { __benchMarks: Record<string, unknown> }).__benchMarks[name] !== undefined,
    mark,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  const marks = (await page.evaluate('window.__benchMarks')) as ProbeMarks;
  await Promise.all(bodies);
  await context.close();
  return {
    ...sample,
    formVisible: marks.formVisible,
    interactive: marks.interactive,
    nameShown: marks.nameShown,
    signInFlash: spec.probe.userName ? Boolean(marks.sawSignIn) : undefined,
  };
}
