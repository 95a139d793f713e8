// The page's inline scripts (src/first-screen/page-scripts/), compiled from their TypeScript when the host is built
// (host/firstScreenPage.ts): each one script, with what it imports, and its hash for the page's CSP. Node only:
// `@thryve/shared/first-screen/build`.
import { createHash } from 'node:crypto';

import { build, type Plugin } from 'esbuild';

/** The scripts' entries, by the package's own name (resolved from the working directory, as any import). */
const PAGE_SCRIPTS = {
  /** In the <head> of every page of the host. */
  storedSession: '@thryve/shared/first-screen/page-scripts/markStoredSession',
  /** At the end of a page that carries a prerendered screen. */
  prerenderedPage: '@thryve/shared/first-screen/page-scripts/prerenderedPage',
};

export interface InlineScript {
  code: string;
  /** `sha256-…`: the CSP's source for it, quoted. */
  hash: string;
}

export type PageScripts = Record<keyof typeof PAGE_SCRIPTS, InlineScript>;

/** The browsers of the apps' own builds (rspack.config.base.ts). */
const TARGETS = ['chrome100', 'firefox100', 'safari15'];

/**
 * An inline script loads nothing: what its imports load on demand (the session's Firebase code) is left out, as an
 * import() it never calls.
 */
const nothingOnDemand: Plugin = {
  name: 'nothing-on-demand',
  setup(plugins) {
    plugins.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { external: true } : undefined));
  },
};

async function compile(entry: string): Promise<InlineScript> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: TARGETS,
    platform: 'browser',
    legalComments: 'none',
    plugins: [nothingOnDemand],
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].text.trim();
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}

export async function compilePageScripts(): Promise<PageScripts> {
  const [storedSession, prerenderedPage] = await Promise.all([
    compile(PAGE_SCRIPTS.storedSession),
    compile(PAGE_SCRIPTS.prerenderedPage),
  ]);
  return { storedSession, prerenderedPage };
}
