// Lists every script a cold load of a page fetches, with its compressed size (a tool for reading the bench).
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium';
import { startServices, PORTS, urlOf } from './services';

const path = process.argv[2] ?? '/signin';
const services = await startServices();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const port of [PORTS.composed, PORTS.single]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const rows: [string, number, string][] = [];
    const urls = new Map<string, [string, string]>();
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, [e.response.url, e.type]));
    cdp.on('Network.loadingFinished', (e) => {
      const u = urls.get(e.requestId);
      if (u) rows.push([u[1], e.encodedDataLength, u[0]]);
    });
    await page.goto(urlOf(port) + path);
    await page.waitForLoadState('networkidle');
    console.log(`== ${urlOf(port)}${path}`);
    for (const [type, bytes, url] of rows) console.log(type.padEnd(10), String(bytes).padStart(8), url);
    await context.close();
  }
} finally {
  await browser.close();
  await services.stop();
}
