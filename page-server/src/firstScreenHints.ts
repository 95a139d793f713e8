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

import {
  attr,
  FIRST_SCREEN_FILE,
  inlineStyle,
  PRERENDERED_ATTRIBUTE,
  type FirstScreenList,
} from '@thryve/shared/first-screen';
import Negotiator from 'negotiator';

import { remoteFile, type RemoteFile } from './remoteFile';

/** What this reads of a federation manifest; anything else in it may be missing or malformed. */
interface Manifest {
  metaData?: { publicPath?: unknown };
  exposes?: unknown;
}

/**
 * What the page of a path gets of its first screen, in the places its build left for them (PAGE_SLOTS): the
 * remote's files to preload; and for a prerendered screen, the remote's style sheets, the screen's element, and its
 * language when other than the default.
 */
export interface FirstScreen {
  preloads: string;
  styles: string;
  screen: string;
  lang?: string;
}

export const NO_FIRST_SCREEN: FirstScreen = { preloads: '', styles: '', screen: '' };

export interface FirstScreenHints {
  /** The build's list (its inline scripts' hashes, whether it has prerendered screens and in which languages). */
  list: FirstScreenList;
  /**
   * That path's first screen: the preload links of its files, and for a prerendered screen its HTML, in the
   * language `acceptLanguage` prefers among the screens' (the default one when it was not fetched), with the
   * remote's style sheets; nothing of what is not known yet (the remote's manifest or screen not fetched yet).
   */
  firstScreenFor(pathname: string, acceptLanguage?: string): FirstScreen;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** The build's list, or null when the build has none (not a host's build). */
export async function readFirstScreenList(root: string): Promise<FirstScreenList | null> {
  const file = join(root, FIRST_SCREEN_FILE);
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  let list: Partial<FirstScreenList> | null;
  try {
    list = JSON.parse(text) as Partial<FirstScreenList> | null;
  } catch {
    list = null;
  }
  const paths = list?.paths;
  if (
    !paths ||
    typeof paths !== 'object' ||
    !Object.values(paths).every(isStringList) ||
    !isStringList(list?.otherPaths) ||
    (list.scriptHashes !== undefined && !isStringList(list.scriptHashes))
  ) {
    throw new Error(
      `${file} is not a first-screen list: expected { paths: { "/path": ["./Module"] }, otherPaths: [], scriptHashes?: [] }`,
    );
  }
  const prerendered = list?.prerendered;
  if (
    prerendered !== undefined &&
    (!prerendered?.paths ||
      typeof prerendered.paths !== 'object' ||
      !Object.values(prerendered.paths).every((screen) => typeof screen === 'string') ||
      !isStringList(prerendered.exposes) ||
      !isStringList(prerendered.locales) ||
      prerendered.locales.length === 0)
  ) {
    throw new Error(
      `${file}: "prerendered" is not { paths: { "/path": "screen" }, exposes: ["./Module"], locales: ["en"] }`,
    );
  }
  return { paths, otherPaths: list.otherPaths, prerendered, scriptHashes: list.scriptHashes };
}

interface ExposeAssets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}

/** The remote's style sheets as last fetched, per URL (content-hashed names: fetched once, then revalidated). */
type StyleSheets = (url: string) => RemoteFile<string>;

/**
 * The links of the synchronous files of `exposes`, from their origin as the manifest gives it: preloads, or for a
 * page that shows the screen before its scripts run (`sheets`), the style sheets themselves, inlined once fetched.
 */
function linksFor(
  manifest: Manifest,
  manifestUrl: string,
  exposes: string[],
  sheets?: StyleSheets,
): Pick<FirstScreen, 'preloads' | 'styles'> {
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
  const links = Object.entries(files)
    .flatMap(([as, names]) => [...names].map((name) => ({ as, href: new URL(name, base) })))
    .filter(({ href }) => href.origin === origin && /^https?:$/.test(href.protocol));
  const preload = ({ as, href }: (typeof links)[number]) => `<link rel="preload" href="${attr(href.href)}" as="${as}">`;
  if (!sheets) return { preloads: links.map(preload).join(''), styles: '' };
  const styles = links
    .filter(({ as }) => as === 'style')
    .map(({ href }) => {
      const css = sheets(href.href).current();
      return (css !== null && inlineStyle(href.href, css)) || `<link rel="stylesheet" href="${attr(href.href)}">`;
    });
  return {
    preloads: links
      .filter(({ as }) => as !== 'style')
      .map(preload)
      .join(''),
    styles: styles.join(''),
  };
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
 * The first-screen hints of a host build whose list is `list`, from the remote's manifest at `manifestUrl`. Null when
 * no remote is configured.
 */
export function firstScreenHints(list: FirstScreenList, manifestUrl: unknown): FirstScreenHints | null {
  if (typeof manifestUrl !== 'string' || !URL.canParse(manifestUrl)) return null;
  const manifest = remoteFile(manifestUrl, readManifest);
  const { prerendered } = list;
  const locales = prerendered?.locales ?? [];
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
    list,
    firstScreenFor(pathname, acceptLanguage) {
      // Both asked (each checks again in the background when due), so that they come back together.
      const screen = Object.hasOwn(prerendered?.paths ?? {}, pathname) ? prerendered?.paths[pathname] : undefined;
      const { html, lang } = screen ? screenHtml(screen, acceptLanguage) : { html: null, lang: undefined };
      const known = manifest.current();
      if (!known) return NO_FIRST_SCREEN;
      const own = list.paths[pathname] ?? list.otherPaths;
      if (prerendered && screen && html) {
        // The modules that hydrate the screen, and the path's own (the screen's code, which `./mount` runs).
        const hydrating = [...new Set([...prerendered.exposes, ...own])];
        const element = `<div ${PRERENDERED_ATTRIBUTE}="${attr(screen)}">${html}</div>`;
        return { ...linksFor(known, manifestUrl, hydrating, sheets), screen: element, lang };
      }
      return { ...linksFor(known, manifestUrl, own), screen: '' };
    },
  };
}
