import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { BrowserContext } from '@playwright/test';

const GAPI_STAND_IN = readFileSync(fileURLToPath(new URL('./gapiStandIn.js', import.meta.url)), 'utf8');

/**
 * This machine has no Internet: serve a stand-in for Google's api.js (which the Firebase SDK loads even with the
 * emulator) and cut off the web fonts and styles the emulator's account picker asks for.
 */
export async function serveGoogleStandIns(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}
