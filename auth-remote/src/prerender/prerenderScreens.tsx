// The sign-in and sign-up screens as HTML, rendered at build time (auth-remote/prerender.ts) from the very tree
// `mount` renders (ScreenTree), in the default deployment's appearance, once per shipped language: a page that puts
// this HTML in an element marked with PRERENDERED_ATTRIBUTE shows the form before any JavaScript, in the visitor's
// language, and `mount` hydrates it in place.
import { preloadLocale, SUPPORTED_LOCALES, type SupportedLocale } from '@thryve/contract';
import { PRERENDERED_SCREENS, type PrerenderedScreenName } from '@thryve/shared/first-screen';
import { renderToString } from 'react-dom/server';

import { loadScreen } from '../mount/screenCode';
import { ScreenTree } from '../mount/ScreenTree';

/** The build step (../../prerender.ts) writes each prerendered screen in each of these languages; the first is the default (the screens' own, when a page asks for none). */
export const PRERENDERED_LOCALES: readonly SupportedLocale[] = SUPPORTED_LOCALES;

/**
 * The screen's HTML in `locale`. The default language is rendered as a page that asks for none (no `lang` on the
 * screen: the page's stands); another carries its `lang`, which tells `mount` the language to hydrate in.
 */
export async function prerenderScreen(screen: PrerenderedScreenName, locale: SupportedLocale): Promise<string> {
  const asked = locale === PRERENDERED_LOCALES[0] ? undefined : locale;
  // The screen's code and its texts first, as `mount` loads them before it hydrates.
  await Promise.all([loadScreen(screen), preloadLocale(asked)]);
  return renderToString(<ScreenTree options={{ ...PRERENDERED_SCREENS[screen].options, locale: asked }} />);
}
