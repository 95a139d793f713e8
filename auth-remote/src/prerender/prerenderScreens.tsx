// The sign-in and sign-up screens as HTML, rendered at build time (auth-remote/prerender.ts) from the very tree
// `mount` renders (ScreenTree), in the default deployment's language and appearance: a page that puts this HTML in
// an element marked with PRERENDERED_ATTRIBUTE shows the form before any JavaScript, and `mount` hydrates it in
// place.
import type { MountOptions } from '@thryve/shared';
import { renderToString } from 'react-dom/server';

import { loadScreen, ScreenTree } from '../mount/mount';

/** The screens prerendered, with the options of theirs that show in the markup, as the Thryve host mounts them. */
export const PRERENDERED_SCREENS = {
  signIn: { screen: 'signIn', signUpPath: '/signup' },
  signUp: { screen: 'signUp', backPath: '/signin' },
} as const satisfies Record<string, MountOptions>;

export type PrerenderedScreen = keyof typeof PRERENDERED_SCREENS;

export async function prerenderScreen(screen: PrerenderedScreen): Promise<string> {
  // The screen's code first, as `mount` loads it before it hydrates.
  await loadScreen(screen);
  return renderToString(<ScreenTree options={PRERENDERED_SCREENS[screen]} />);
}
