// `auth_remote/mount`: the screens for hosts in any framework (or none). Rendered with the remote's own React
// (react-dom/client from the share scope, or the remote's own copy when the host shares none). A screen's code
// (screenCode.ts) and its tree (ScreenTree.tsx) are loaded and rendered here; a screen the page carries prerendered
// is hydrated in place (PrerenderedRoot.tsx).
import { AppError } from '@thryve/contract';
import { startSession, type MountModule, type MountOptions, type MountScreen } from '@thryve/shared';
import { isPrerenderedScreen, PRERENDERED_ATTRIBUTE } from '@thryve/shared/first-screen';
import { createRoot, type Root } from 'react-dom/client';

import { PrerenderedRoot } from './PrerenderedRoot';
import { parkRemoteStyles, restoreRemoteStyles } from './remoteStyles';
import { loadedScreens, loadScreen } from './screenCode';
import { ScreenTree } from './ScreenTree';

const roots = new WeakMap<Element, Root>();
/** The elements with a mounted screen now: when the last goes, so do the remote's style sheets. */
const mounted = new Set<Element>();
/** The options of each element's latest mount: what a render that waited for the style sheets shows. */
const latest = new WeakMap<Element, MountOptions>();

const SCREENS: readonly MountScreen[] = ['signIn', 'signUp', 'userProfile'];

function check(element: unknown, options: unknown): asserts options is MountOptions {
  // nodeType rather than instanceof: the element may come from another realm (an iframe's document).
  if (typeof element !== 'object' || element === null || (element as Node).nodeType !== 1) {
    throw new AppError('config/invalid', 'Thryve mount: the first argument must be a DOM element');
  }
  const screen = (options as Partial<MountOptions> | null)?.screen;
  if (!SCREENS.includes(screen as MountScreen)) {
    throw new AppError('config/invalid', `Thryve mount: options.screen must be 'signIn', 'signUp' or 'userProfile'`);
  }
}

/**
 * Renders the sign-in, sign-up or account screen into `element`. Calling it again on the same element updates the screen
 * (other screen, props or callbacks) in place. Returns `unmount`, which empties the element; a second call does
 * nothing. A config naming another project or API than the page's running session throws
 * `session/config-conflict` here, synchronously. What the screens add to `<head>` leaves it with the last of them
 * (./remoteStyles.ts), unless a screen of the remote is still on the page some other way (a host's component).
 */
// Typed by the published contract (MountModule in @thryve/shared): the remote cannot drift from it.
export const mount: MountModule['mount'] = (element, options) => {
  check(element, options);
  startSession(options.config);
  let root = roots.get(element);
  mounted.add(element);
  latest.set(element, options);
  if (!root && isPrerenderedScreen(options.screen) && element.getAttribute(PRERENDERED_ATTRIBUTE) === options.screen) {
    const prerendered = new PrerenderedRoot(element, options.screen, () => latest.get(element));
    roots.set(element, prerendered);
    return unmountFrom(element, prerendered);
  }
  if (root instanceof PrerenderedRoot && root.waiting && root.screen !== options.screen) {
    // Another screen, asked before the prerendered one could be hydrated: that one is given up, and its HTML.
    root.unmount(); // empties the element: nothing was hydrated
    root = undefined;
  }
  if (!root) {
    root = createRoot(element);
    roots.set(element, root);
  }
  const current = root;
  // Styled from the first paint: the sheets a previous screen took away come back, and are loaded, before this one
  // renders (React renders later anyway: nothing of the screen is in the element when mount returns).
  const styles = restoreRemoteStyles(element.ownerDocument);
  const code = loadedScreens[options.screen] ? undefined : loadScreen(options.screen);
  const render = () => {
    const shown = latest.get(element);
    if (roots.get(element) === current && shown && loadedScreens[shown.screen]) {
      current.render(<ScreenTree options={shown} />);
    }
  };
  if (styles || code) void Promise.all([styles, code]).then(render, (error: unknown) => reportError(error));
  else render();
  return unmountFrom(element, current);
};

/** The `unmount` of a screen mounted in `element` with `root`: a second call, or one after a new root, does nothing. */
function unmountFrom(element: Element, current: Root): () => void {
  return () => {
    if (roots.get(element) !== current) return;
    roots.delete(element);
    mounted.delete(element);
    current.unmount();
    // The last screen on the page: none mounted in an element still in the document, and none rendered otherwise.
    const doc = element.ownerDocument;
    const screensLeft = [...mounted].some((other) => other.isConnected) || doc.querySelector('.thryve-auth');
    if (!screensLeft) parkRemoteStyles(doc);
  };
}
