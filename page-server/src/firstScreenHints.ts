// The auth remote's first-screen files, listed in the host's page as <link rel="preload">, so that they load with
// the host's own chunks. Without them the page asks for them only once the host's scripts have run and the
// federation runtime has read the manifest: in Lighthouse's simulation that is a round trip and several script
// runs later. Only a head start: the page loads the same files itself if they are not listed, so a
// missing or stale list costs time, never correctness.
// For the paths whose screen the remote prerenders (sign-in, sign-up), the page also carries that screen's HTML and
// its style sheets written into it, so the form shows styled before any script; the host hydrates it in place
// (host/src/remotes/PrerenderedScreen.tsx). The screen is in the visitor's language, picked from Accept-Language as
// the host picks it from the browser's languages. Until the remote's files are known, the page is the plain one.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { FIRST_SCREEN_EXPOSES_FILE } from '@thryve/shared/defaults';
import Negotiator from 'negotiator';

import { remoteFile, type RemoteFile } from './remoteFile';
import { STORED_SESSION_STYLE } from './storedSessionHint';

/** The host build's list (host/src/remotes/firstScreen.ts): the remote's modules of each path's first screen. */
interface FirstScreens {
  paths: Record<string, string[]>;
  otherPaths: string[];
  /**
   * The paths whose screen the remote prerenders (`/signin`: `signIn`), the remote's modules the page loads to
   * hydrate it besides the path's own, and the languages the host's screens speak, the default first (absent: the
   * default only). Absent: no prerendered screens.
   */
  prerendered?: { paths: Record<string, string>; exposes: string[]; locales?: string[] };
}

/** What this reads of a federation manifest; anything else in it may be missing or malformed. */
interface Manifest {
  metaData?: { publicPath?: unknown };
  exposes?: unknown;
}

/**
 * What the page of a path gets of its first screen: at the end of <head>, and at the start of <body>; and the
 * language of a prerendered screen other than the default, the page's language then.
 */
export interface FirstScreen {
  head: string;
  body: string;
  lang?: string;
}

export interface FirstScreenHints {
  /**
   * That path's first screen: the preload links of its files, and for a prerendered screen its HTML, in the
   * language `acceptLanguage` prefers among the screens' (the default one when it was not fetched), with the
   * remote's style sheets; nothing of what is not known yet (the remote's manifest or screen not fetched yet).
   */
  firstScreenFor(pathname: string, acceptLanguage?: string): FirstScreen;
}

/** The attribute of the element that holds a prerendered screen (auth-remote/src/mount/mount.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-thryve-prerendered';

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
  const prerendered = list?.prerendered;
  if (
    prerendered !== undefined &&
    (!prerendered?.paths ||
      typeof prerendered.paths !== 'object' ||
      !Object.values(prerendered.paths).every((screen) => typeof screen === 'string') ||
      !isStringList(prerendered.exposes) ||
      (prerendered.locales !== undefined && !(isStringList(prerendered.locales) && prerendered.locales.length > 0)))
  ) {
    throw new Error(
      `${file}: "prerendered" is not { paths: { "/path": "screen" }, exposes: ["./Module"], locales?: ["en"] }`,
    );
  }
  return { paths, otherPaths: list.otherPaths, prerendered };
}

interface ExposeAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}

/**
 * A style sheet written into the page: its rules apply from the first paint with no request before it (the CSP
 * allows inline styles). `data-href` says which file it is. Null when the sheet cannot be inlined as it is: one that
 * refers to other files by relative URL would resolve them against the page instead of against itself.
 */
export function inlineStyle(href: string, css: string): string | null {
  if (/url\(\s*(?!['"]?(data:|https?:))/i.test(css) || /@import/i.test(css)) return null;
  // Nothing in a sheet may close the element early (`</style` in a string); CSS reads `\/` as `/`.
  return `<style data-href="${attr(href)}">${css.replace(/<\/(style)/gi, '<\\/$1')}</style>`;
}

/** The remote's style sheets as last fetched, per URL (content-hashed names: fetched once, then revalidated). */
type StyleSheets = (url: string) => RemoteFile<string>;

/**
 * The links of the synchronous files of `exposes`, from their origin as the manifest gives it: preloads, or for a
 * page that shows the screen before its scripts run (`sheets`), the style sheets themselves, inlined once fetched.
 */
function linksFor(manifest: Manifest, manifestUrl: string, exposes: string[], sheets?: StyleSheets): string {
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
    .map(({ as, href }) => {
      if (as !== 'style' || !sheets) return `<link rel="preload" href="${attr(href.href)}" as="${as}">`;
      const css = sheets(href.href).current();
      return (css !== null && inlineStyle(href.href, css)) || `<link rel="stylesheet" href="${attr(href.href)}">`;
    })
    .join('');
}

const readText = (response: Response) => response.text();
const readManifest = async (response: Response) => (await response.json()) as Manifest;

/** The key of a screen in a language in `prerenderedScreens`. */
const screenIn = (screen: string, locale: string) => `${screen} ${locale}`;

/**
 * The remote's prerendered screens beside its manifest, each in each language (`locales`, the default first:
 * prerender/<screen>.html in it, prerender/<screen>.<language>.html in the others), each fetched like the manifest.
 */
function prerenderedScreens(
  screens: string[],
  locales: string[],
  manifestUrl: string,
): Map<string, RemoteFile<string>> {
  return new Map(
    screens.flatMap((screen) =>
      locales.map((locale, index) => {
        const name = encodeURIComponent(index === 0 ? screen : `${screen}.${locale}`);
        return [screenIn(screen, locale), remoteFile(new URL(`prerender/${name}.html`, manifestUrl).href, readText)];
      }),
    ),
  );
}

/**
 * The first-screen hints of the build in `root`, from the remote's manifest at `manifestUrl`. Null when the build
 * lists no first screens or no remote is configured.
 */
export async function firstScreenHints(root: string, manifestUrl: unknown): Promise<FirstScreenHints | null> {
  const firstScreens = await readFirstScreens(root);
  if (!firstScreens || typeof manifestUrl !== 'string' || !URL.canParse(manifestUrl)) return null;
  const manifest = remoteFile(manifestUrl, readManifest);
  const { prerendered } = firstScreens;
  const locales = prerendered?.locales ?? ['en'];
  const screens = prerenderedScreens([...new Set(Object.values(prerendered?.paths ?? {}))], locales, manifestUrl);
  /**
   * The screen's HTML in the language the visitor prefers among the screens' (RFC 9110: `es-MX` gets `es`), or in
   * the default one while that language is not fetched (not yet, or this deployment of the remote has none).
   */
  const screenHtml = (screen: string, acceptLanguage: string | undefined) => {
    const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(locales);
    for (const locale of new Set([preferred ?? locales[0], locales[0]])) {
      const html = screens.get(screenIn(screen, locale))?.current();
      if (html) return { html, lang: locale === locales[0] ? undefined : locale };
    }
    return { html: null, lang: undefined };
  };
  const fetchedSheets = new Map<string, RemoteFile<string>>();
  const sheets: StyleSheets = (url) => {
    let sheet = fetchedSheets.get(url);
    // A few sheets per deployment of the remote: start again rather than grow.
    if (!sheet && fetchedSheets.size >= 32) fetchedSheets.clear();
    if (!sheet) fetchedSheets.set(url, (sheet = remoteFile(url, readText)));
    return sheet;
  };
  return {
    firstScreenFor(pathname, acceptLanguage) {
      // Both asked (each checks again in the background when due), so that they come back together.
      const screen = Object.hasOwn(prerendered?.paths ?? {}, pathname) ? prerendered?.paths[pathname] : undefined;
      const { html, lang } = screen ? screenHtml(screen, acceptLanguage) : { html: null, lang: undefined };
      const known = manifest.current();
      if (!known) return { head: '', body: '' };
      const own = firstScreens.paths[pathname] ?? firstScreens.otherPaths;
      if (prerendered && screen && html) {
        // The modules that hydrate the screen, and the path's own (the screen's code, which `./mount` runs).
        const hydrating = [...new Set([...prerendered.exposes, ...own])];
        return {
          head: linksFor(known, manifestUrl, hydrating, sheets) + STORED_SESSION_STYLE,
          body: `<div ${PRERENDERED_ATTRIBUTE}="${attr(screen)}">${html}</div>`,
          lang,
        };
      }
      return { head: linksFor(known, manifestUrl, own), body: '' };
    },
  };
}
