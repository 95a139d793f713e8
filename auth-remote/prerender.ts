// Build step of the remote (a plugin of its production builds): after each build is written, its sign-in and sign-up
// screens are rendered to HTML (src/prerender/prerenderScreens.tsx) and written beside it, in each shipped language:
// prerender/<screen>.html in the default one (English), prerender/<screen>.<language>.html in the others (`es`).
// They are deployed with the remote, so a page server that puts them in its pages shows the remote's current
// screens, whichever host build it serves.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Compiler } from '@rspack/core';
import { PRERENDERED_SCREENS } from '@thryve/shared/first-screen';
import { build } from 'esbuild';

const entry = fileURLToPath(new URL('src/prerender/prerenderScreens.tsx', import.meta.url));

/**
 * Renders the screens with the same build-time values as the browser build (`define`), in Node: the screens' code
 * bundled for Node by esbuild (their CSS left out: the page links the remote's style sheets), loaded and run.
 */
async function prerender(outputDir: string, define: Record<string, string>): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'thryve-prerender-'));
  try {
    const bundle = join(work, 'prerender.cjs');
    await build({
      entryPoints: [entry],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      jsx: 'automatic',
      loader: { '.css': 'empty' },
      define,
      logLevel: 'warning',
    });
    // What src/prerender/prerenderScreens.tsx exports (typed there; this file is type-checked without the DOM).
    const { prerenderScreen, PRERENDERED_LOCALES } = createRequire(import.meta.url)(bundle) as {
      prerenderScreen(screen: string, locale: string): Promise<string>;
      PRERENDERED_LOCALES: readonly string[];
    };
    mkdirSync(join(outputDir, 'prerender'), { recursive: true });
    const [defaultLocale] = PRERENDERED_LOCALES;
    for (const screen of Object.keys(PRERENDERED_SCREENS)) {
      for (const locale of PRERENDERED_LOCALES) {
        const name = locale === defaultLocale ? `${screen}.html` : `${screen}.${locale}.html`;
        writeFileSync(join(outputDir, 'prerender', name), await prerenderScreen(screen, locale));
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export class PrerenderScreensPlugin {
  constructor(private readonly define: Record<string, string>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('ThryvePrerenderScreens', (compilation) =>
      prerender(compilation.outputOptions.path ?? compiler.outputPath, this.define),
    );
  }
}
