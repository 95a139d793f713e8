// The screen the page may carry before any script: for the paths below, the static server puts the remote's
// prerendered sign-in or sign-up in the page, outside the host's root (page-server/src/firstScreenHints.ts), and
// the host hydrates it in place (PrerenderedScreen.tsx) instead of rendering the screen in its own tree.
import { FIRST_SCREEN_EXPOSES, PRERENDERED_SCREENS } from './firstScreen';

/** The attribute of the element that holds a prerendered screen, naming it (PRERENDERED_ATTRIBUTE of the remote). */
const PRERENDERED_ATTRIBUTE = 'data-thryve-prerendered';
/**
 * Set on <html> before the first paint when the browser may hold a signed-in user (the page server's
 * storedSessionHint.ts): the page's style hides the prerendered screen, and the host does not hydrate it.
 */
const STORED_SESSION_ATTRIBUTE = 'data-thryve-stored-session';

/** The page's prerendered screen of `pathname`, to hydrate; null when it has none, or it is hidden. */
export function prerenderedElement(pathname: string): HTMLElement | null {
  const screen = Object.hasOwn(PRERENDERED_SCREENS, pathname) ? PRERENDERED_SCREENS[pathname] : undefined;
  if (!screen || typeof document === 'undefined') return null;
  if (document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)) return null;
  return document.querySelector<HTMLElement>(`[${PRERENDERED_ATTRIBUTE}="${screen}"]`);
}

/** Takes the page's prerendered screens out of it, but `keep`: the next screens render as the host's own. */
export function discardPrerenderedScreens(keep: Element | null): void {
  for (const element of document.querySelectorAll(`[${PRERENDERED_ATTRIBUTE}]`)) {
    if (element !== keep) element.remove();
  }
}

/** The first screen's modules of `pathname`, those of its prerendered screen when the page carries one. */
export function firstScreenExposes(pathname: string): string[] {
  const own = FIRST_SCREEN_EXPOSES.paths[pathname] ?? FIRST_SCREEN_EXPOSES.otherPaths;
  if (!prerenderedElement(pathname)) return own;
  return [...new Set([...FIRST_SCREEN_EXPOSES.prerendered.exposes, ...own])];
}
