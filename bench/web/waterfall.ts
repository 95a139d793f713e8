// Lists every request a cold load of a page makes, with its timing and compressed size, for the composed app
// and the single bundle (a tool for reading the bench): `npx tsx bench/web/waterfall.ts /signin` (`/`: as the
// bench's remembered user).
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { createRememberedUser, signedInState } from './rememberedUser';
import { startServices, PORTS, urlOf } from './services';

const path = process.argv[2] ?? '/signin';
const services = await startServices();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const email = path === '/' ? await createRememberedUser(services.emulatorOrigin) : null;
  for (const port of [PORTS.composed, PORTS.single]) {
    const options = email ? { storageState: await signedInState(browser, urlOf(port), email) } : {};
    // A first load fills the server's compression cache (as a deployed CDN would be); the second is shown.
    const warm = await browser.newContext(options);
    await (await warm.newPage()).goto(urlOf(port) + path, { waitUntil: 'networkidle' });
    await warm.close();
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const rows: [string, number, string, number, number][] = [];
    const started = new Map<string, number>();
    const urls = new Map<string, [string, string]>();
    let zero = 0;
    cdp.on('Network.requestWillBeSent', (e) => {
      zero ||= e.timestamp;
      started.set(e.requestId, e.timestamp);
    });
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, [e.response.url, e.type]));
    cdp.on('Network.loadingFinished', (e) => {
      const u = urls.get(e.requestId);
      const ms = (t: number) => Math.round((t - zero) * 1000);
      if (u) rows.push([u[1], e.encodedDataLength, u[0], ms(started.get(e.requestId) ?? zero), ms(e.timestamp)]);
    });
    await page.goto(urlOf(port) + path);
    await page.waitForLoadState('networkidle');
    console.log(`== ${urlOf(port)}${path}`);
    rows.sort((a, b) => a[3] - b[3]);
    for (const [type, bytes, url, start, end] of rows) {
      console.log(
        `${String(start).padStart(5)}-${String(end).padEnd(5)} ms`,
        type.padEnd(10),
        String(bytes).padStart(8),
        url,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await services.stop();
}
