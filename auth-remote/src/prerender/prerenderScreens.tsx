// The sign-in and sign-up screens as HTML, rendered at build time (auth-remote/prerender.ts) from the very tree
// `mount` renders (ScreenTree), in the default deployment's language and appearance: a page that puts this HTML in
// an element marked with PRERENDERED_ATTRIBUTE shows the form before any JavaScript, and `mount` hydrates it in
// place.
import { renderToString } from 'react-dom/server';

import { loadScreen, PRERENDERED_SCREENS, ScreenTree, type PrerenderedScreenName } from '../mount/mount';

// The build step (../../prerender.ts) writes the screens this names.
export { PRERENDERED_SCREENS };

export async function prerenderScreen(screen: PrerenderedScreenName): Promise<string> {
  // The screen's code first, as `mount` loads it before it hydrates.
  await loadScreen(screen);
  return renderToString(<ScreenTree options={PRERENDERED_SCREENS[screen]} />);
}
