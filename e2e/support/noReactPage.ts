// The partner page with no React and no bundler (examples/embed-host/src/no-react/index.html), opened at the example
// host's origin (one the API allows) with its config written in, as our static server writes it into the apps' pages.
import { readFileSync } from 'node:fs';

import type { Page } from '@playwright/test';
import type { SessionSnapshot } from '@thryve/contract';

import { E2E_URLS, emulatorOrigin } from './ports';

/** A path the example host's server answers with a plain 404: a blank document of that origin. */
const BLANK_URL = `${E2E_URLS.embedHost}/no-react.txt`;
const TEMPLATE = readFileSync(new URL('../../examples/embed-host/src/no-react/index.html', import.meta.url), 'utf8');

/** The page's own title (the screens leave it alone unless asked: `documentTitle`). */
export const NO_REACT_PAGE_TITLE = /<title>(.*)<\/title>/.exec(TEMPLATE)![1]!;

export interface NoReactPageOptions {
  /** The page puts the screens' element inside a `<main>` of its own (the example has none: the screen is its main). */
  ownMain?: boolean;
  /** When setContent returns (default `load`, once the remote's entry has run). */
  waitUntil?: 'load' | 'domcontentloaded';
}

function pageBody({ ownMain = false }: NoReactPageOptions): string {
  const config = {
    apiBaseUrl: E2E_URLS.api,
    authEmulatorUrl: emulatorOrigin(),
    authRemoteUrl: E2E_URLS.remoteManifest,
  };
  const body = TEMPLATE.replace(
    '<!--thryve-runtime-config-->',
    `<script>window.__THRYVE_CONFIG__=${JSON.stringify(config)}</script>`,
  );
  const element = '<div id="thryve-auth"></div>';
  return ownMain ? body.replace(element, `<main>${element}</main>`) : body;
}

/**
 * Opens the page in `page`. Written in place: nothing of the example host runs on it. (A page answered by page.route
 * would have no network address, and Chromium would refuse its requests to localhost.)
 */
export async function openNoReactPage(page: Page, options: NoReactPageOptions = {}): Promise<void> {
  await page.goto(BLANK_URL);
  await page.setContent(pageBody(options), { waitUntil: options.waitUntil ?? 'load' });
}

/** What `auth_remote/session` of the page says now: the container the page loaded, its one session store. */
export function sessionSnapshot(page: Page): Promise<SessionSnapshot> {
  return page.evaluate(async () => {
    type Container = { get(module: string): Promise<() => { getSession(): unknown }> };
    const container = (window as unknown as { auth_remote: Container }).auth_remote;
    return (await container.get('./session'))().getSession() as SessionSnapshot;
  });
}
