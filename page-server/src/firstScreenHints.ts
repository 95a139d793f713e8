// The auth remote's first-screen files, listed in the host's page as <link rel="preload">, so that they load with
// the host's own chunks. Without them the page asks for them only once the host's scripts have run and the
// federation runtime has read the manifest: in Lighthouse's simulation that is a round trip and several script
// runs later. Only a head start: the page loads the same files itself if they are not listed, so a
// missing or stale list costs time, never correctness.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { FIRST_SCREEN_EXPOSES_FILE } from '@thryve/shared/defaults';

/** How long a fetched manifest is used before it is asked again (in the background, revalidated by its ETag). */
const MANIFEST_MAX_AGE_MS = 10_000;
/** After a failed check (the remote not up yet, or down): how soon a page may start the next one. */
const MANIFEST_RETRY_MS = 1_000;
const MANIFEST_TIMEOUT_MS = 2_000;

/** The host build's list (host/src/remotes/firstScreen.ts): the remote's modules of each path's first screen. */
interface FirstScreens {
  paths: Record<string, string[]>;
  otherPaths: string[];
}

/** What this reads of a federation manifest; anything else in it may be missing or malformed. */
interface Manifest {
  metaData?: { publicPath?: unknown };
  exposes?: unknown;
}

export interface FirstScreenHints {
  /** The preload links for that path's first screen, or '' (the remote's manifest not known yet). */
  hintsFor(pathname: string): string;
}

/** A value made safe inside a double-quoted HTML attribute. */
export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The build's list, or null when the build has none (not a host's build). */
async function readFirstScreens(root: string): Promise<FirstScreens | null> {
  const file = join(root, FIRST_SCREEN_EXPOSES_FILE);
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let list: Partial<FirstScreens> | null;
  try {
    list = JSON.parse(text) as Partial<FirstScreens> | null;
  } catch {
    list = null;
  }
  const paths = list?.paths;
  if (
    !paths ||
    typeof paths !== 'object' ||
    !Object.values(paths).every(isStringList) ||
    !isStringList(list?.otherPaths)
  ) {
    throw new Error(
      `${file} is not a first-screen list: expected { paths: { "/path": ["./Module"] }, otherPaths: [] }`,
    );
  }
  return { paths, otherPaths: list.otherPaths };
}

/**
 * The remote's manifest as last fetched, or null (not yet, or the remote was unreachable at the last check). A
 * page request starts the next check in the background once the last is `MANIFEST_MAX_AGE_MS` old (a second
 * after a failed one): a page is never held up by the remote.
 */
function manifestSource(url: string) {
  let known: { etag: string | null; manifest: Manifest } | null = null;
  let checkedAt = -Infinity;
  let checking = false;

  async function check() {
    try {
      const response = await fetch(url, {
        headers: known?.etag ? { 'If-None-Match': known.etag } : {},
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      });
      if (response.status === 304 && known) return;
      known = response.ok
        ? { etag: response.headers.get('etag'), manifest: (await response.json()) as Manifest }
        : null;
    } catch {
      // Unreachable, too slow or not JSON: no hints until it answers again.
      known = null;
    }
  }

  return {
    current(): Manifest | null {
      if (!checking && Date.now() - checkedAt >= (known ? MANIFEST_MAX_AGE_MS : MANIFEST_RETRY_MS)) {
        checkedAt = Date.now();
        checking = true;
        void check().finally(() => {
          checking = false;
        });
      }
      return known?.manifest ?? null;
    },
  };
}

interface ExposeAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}

/** The preload links of the synchronous files of `exposes`, from their origin as the manifest gives it. */
function linksFor(manifest: Manifest, manifestUrl: string, exposes: string[]): string {
  const publicPath = manifest?.metaData?.publicPath;
  const base = new URL(typeof publicPath !== 'string' || publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const files = { style: new Set<string>(), script: new Set<string>() };
  const listed: unknown[] = Array.isArray(manifest?.exposes) ? manifest.exposes : [];
  for (const path of exposes) {
    const expose = listed.find((entry) => (entry as { path?: unknown } | null)?.path === path) as
      { assets?: ExposeAssets } | undefined;
    const assets = expose?.assets;
    for (const file of isStringList(assets?.css?.sync) ? assets.css.sync : []) files.style.add(file);
    for (const file of isStringList(assets?.js?.sync) ? assets.js.sync : []) files.script.add(file);
  }
  const origin = new URL(manifestUrl).origin;
  return Object.entries(files)
    .flatMap(([as, names]) => [...names].map((name) => ({ as, href: new URL(name, base) })))
    .filter(({ href }) => href.origin === origin && /^https?:$/.test(href.protocol))
    .map(({ as, href }) => `<link rel="preload" href="${attr(href.href)}" as="${as}">`)
    .join('');
}

/**
 * The first-screen hints of the build in `root`, from the remote's manifest at `manifestUrl`. Null when the build
 * lists no first screens or no remote is configured.
 */
export async function firstScreenHints(root: string, manifestUrl: unknown): Promise<FirstScreenHints | null> {
  const firstScreens = await readFirstScreens(root);
  if (!firstScreens || typeof manifestUrl !== 'string' || !URL.canParse(manifestUrl)) return null;
  const manifest = manifestSource(manifestUrl);
  manifest.current(); // the first check starts with the server
  return {
    hintsFor(pathname) {
      const known = manifest.current();
      if (!known) return '';
      return linksFor(known, manifestUrl, firstScreens.paths[pathname] ?? firstScreens.otherPaths);
    },
  };
}
