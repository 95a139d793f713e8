// The partner page with no React and no bundler (examples/embed-host/src/no-react/index.html), opened at the example
// host's origin (one the API allows) with its config written in, as our static server writes it into the apps' pages.
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';

import type { SessionSnapshot } from '../../shared/src/session/types';
import { E2E_URLS, emulatorOrigin } from './ports';

/** A path the example host's server answers with a plain 404: a blank document of that origin. */
const BLANK_URL = `${E2E_URLS.embedHost}/no-react.txt`;
const TEMPLATE = readFileSync(new URL('../../examples/embed-host/src/no-react/index.html', import.meta.url), 'utf8');

function pageBody(): string {
  const config = {
    apiBaseUrl: E2E_URLS.api,
    authEmulatorUrl: emulatorOrigin(),
    authRemoteUrl: E2E_URLS.remoteManifest,
  };
  return TEMPLATE.replace(
    '<!--thryve-runtime-config-->',
    `<script>window.__THRYVE_CONFIG__=${JSON.stringify(config)}</script>`,
  );
}

/**
 * Opens the page in `page`. Written in place: nothing of the example host runs on it. (A page answered by page.route
 * would have no network address, and Chromium would refuse its requests to localhost.)
 */
export async function openNoReactPage(page: Page): Promise<void> {
  await page.goto(BLANK_URL);
  await page.setContent(pageBody());
}

/** What `auth_remote/session` of the page says now: the container the page loaded, its one session store. */
export function sessionSnapshot(page: Page): Promise<SessionSnapshot> {
  return page.evaluate(async () => {
    type Container = { get(module: string): Promise<() => { getSession(): unknown }> };
    const container = (window as unknown as { auth_remote: Container }).auth_remote;
    return (await container.get('./session'))().getSession() as SessionSnapshot;
  });
}
