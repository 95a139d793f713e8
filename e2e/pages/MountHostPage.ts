import type { Page } from '@playwright/test';
import type { MountOptions } from '@thryve/shared';

import { E2E_URLS, emulatorOrigin } from '../support/ports';

/** A path the example host's server answers with a plain 404: a blank document of that origin (one the API allows). */
const PAGE_URL = `${E2E_URLS.embedHost}/mount-host.txt`;

/** What the tests pass to `mount` (no callbacks: they cannot cross into the page). */
export type MountData = Omit<MountOptions, 'navigate' | 'onSignIn' | 'onSignUp' | 'onSignOut' | 'onError'>;

/**
 * A minimal host page of our own, written in place like mount.spec.ts's: it loads the real remote's entry, shares
 * nothing and shows a screen with `auth_remote/mount` into `#screen`. `hostHtml` and `hostCss` are the host's own
 * markup and stylesheet around it (e.g. global `button`, `input`, `h1` rules).
 */
export class MountHostPage {
  constructor(readonly page: Page) {}

  async open({ hostHtml = '', hostCss = '' }: { hostHtml?: string; hostCss?: string } = {}) {
    const config = { apiBaseUrl: E2E_URLS.api, authEmulatorUrl: emulatorOrigin(), manifest: E2E_URLS.remoteManifest };
    await this.page.goto(PAGE_URL);
    await this.page.setContent(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Partner page</title>
    <style id="host-css">${hostCss}</style>
  </head>
  <body>
    ${hostHtml}
    <div id="screen"></div>
    <script type="module">
      const config = ${JSON.stringify(config)};
      const script = document.createElement('script');
      script.src = new URL('remoteEntry.js', config.manifest).href;
      await new Promise((resolve, reject) => {
        script.onload = resolve;
        script.onerror = reject;
        document.head.append(script);
      });
      await window.auth_remote.init({});
      const session = (await window.auth_remote.get('./session'))();
      const { mount } = (await window.auth_remote.get('./mount'))();
      session.configure({ apiBaseUrl: config.apiBaseUrl, authEmulatorUrl: config.authEmulatorUrl });
      window.thryveMount = (options) => mount(document.getElementById('screen'), options);
    </script>
  </body>
</html>`);
    await this.page.waitForFunction(() => 'thryveMount' in window);
  }

  /** Mounts (or mounts again, updating in place) the screen with these options; waits for a screen heading. */
  async mount(options: MountData) {
    await this.page.evaluate((data) => {
      (window as unknown as { thryveMount(options: MountData): void }).thryveMount(data);
    }, options);
    await this.page.locator('#screen').getByRole('heading').first().waitFor();
  }

  /** The computed values of `properties` for each element `selector` matches, in document order. */
  computed(selector: string, properties: readonly string[]) {
    return this.page.evaluate(
      ({ selector, properties }) =>
        [...document.querySelectorAll(selector)].map((element) => {
          const style = getComputedStyle(element);
          return Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]));
        }),
      { selector, properties },
    );
  }
}
