// The screen the page may carry before any script: for the paths below, the static server puts the remote's
// prerendered sign-in or sign-up in the page, outside the host's root (page-server/src/firstScreenHints.ts), and
// the host hydrates it in place (PrerenderedScreen.tsx) instead of rendering the screen in its own tree.
import { paths } from '../app/paths';

export type PrerenderedScreenName = 'signIn' | 'signUp';

/** The paths whose screen the remote prerenders, and which screen. */
export const PRERENDERED_SCREENS: Record<string, PrerenderedScreenName> = {
  [paths.signIn]: 'signIn',
  [paths.signUp]: 'signUp',
};

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
