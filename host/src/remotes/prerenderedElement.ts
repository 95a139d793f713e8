// The screen the page may carry before any script: for the paths below, the static server puts the remote's
// prerendered sign-in or sign-up in the page, outside the host's root (page-server/src/firstScreenHints.ts), and
// the host hydrates it in place (PrerenderedScreen.tsx) instead of rendering the screen in its own tree.
import { prerenderedScreenAt, prerenderedSelector, STORED_SESSION_ATTRIBUTE } from '@thryve/shared/first-screen';

import { FIRST_SCREEN_EXPOSES } from './firstScreen';

/**
 * The page's prerendered screen of `pathname`, to hydrate; null when it has none, or it is hidden (a browser that
 * may hold a signed-in user: the page marked it before its first paint).
 */
export function prerenderedElement(pathname: string): HTMLElement | null {
  const screen = prerenderedScreenAt(pathname);
  if (!screen || typeof document === 'undefined') return null;
  if (document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)) return null;
  return document.querySelector<HTMLElement>(prerenderedSelector(screen));
}

/** Takes the page's prerendered screens out of it, but `keep`: the next screens render as the host's own. */
export function discardPrerenderedScreens(keep: Element | null): void {
  for (const element of document.querySelectorAll(prerenderedSelector())) {
    if (element !== keep) element.remove();
  }
}

/** The first screen's modules of `pathname`, those of its prerendered screen when the page carries one. */
export function firstScreenExposes(pathname: string): string[] {
  const own = FIRST_SCREEN_EXPOSES.paths[pathname] ?? FIRST_SCREEN_EXPOSES.otherPaths;
  if (!prerenderedElement(pathname)) return own;
  return [...new Set([...FIRST_SCREEN_EXPOSES.prerendered.exposes, ...own])];
}
