// The pages the host's build writes for the page server, and what it tells the page server about them.
import type { PrerenderedScreenName } from './screens';

/** Beside the host's index.html: the first-screen list below. */
export const FIRST_SCREEN_FILE = 'first-screen.json';
/** Beside the host's index.html: the page of a path that carries a prerendered screen, its scripts after its paint. */
export const PRERENDERED_PAGE_FILE = 'prerendered.html';

/**
 * The places the host's build leaves in its pages for what only the page server knows, each filled once per page
 * (with nothing when it has nothing for it). Both pages: `config`, the page config's inline script (from the
 * deployment's env) and the connection to the remote; `preloads`, the remote's files the first screen needs (in the
 * prerendered page, inside the template that holds them until its first paint). The prerendered page only:
 * `styles`, the remote's style sheets; `screen`, the remote's screen, just before the host's root; `lang`, the
 * value of `<html lang>`, the screen's language.
 */
export const PAGE_SLOTS = {
  config: '<!--thryve-runtime-config-->',
  preloads: '<!--thryve-preloads-->',
  styles: '<!--thryve-screen-styles-->',
  screen: '<!--thryve-screen-->',
  lang: '%thryve-lang%',
} as const;

/** What the host's build writes to FIRST_SCREEN_FILE, and the page server reads. */
export interface FirstScreenList {
  /** The remote's modules of each path's first screen; `otherPaths`: those of any other path. */
  paths: Record<string, string[]>;
  otherPaths: string[];
  /**
   * The paths whose screen the remote prerenders, the remote's modules the page loads to hydrate it besides the
   * path's own, and the languages of the host's screens, the default first. Absent: no prerendered screens.
   */
  prerendered?: { paths: Record<string, PrerenderedScreenName>; exposes: string[]; locales: string[] };
  /** The hashes (`sha256-…`) of the inline scripts the build wrote into its pages: the page's CSP allows them. */
  scriptHashes?: string[];
}
