// The prerendered screens: which, at which of the host's paths, with what in their markup.
import type { MountOptions, MountScreen } from '../types/remote';
import { PRERENDERED_ATTRIBUTE, STORED_SESSION_ATTRIBUTE } from './attributes';

/**
 * The screens the remote prerenders, each with the host's path that shows it and the options of its markup as the
 * host mounts it (its links); every other option that shows in the markup is left to its default.
 */
export const PRERENDERED_SCREENS = {
  signIn: { path: '/signin', options: { screen: 'signIn', signUpPath: '/signup' } },
  signUp: { path: '/signup', options: { screen: 'signUp', backPath: '/signin' } },
} as const satisfies Partial<
  Record<MountScreen, { path: string; options: Pick<MountOptions, 'screen' | 'signUpPath' | 'backPath'> }>
>;

export type PrerenderedScreenName = keyof typeof PRERENDERED_SCREENS;

export const isPrerenderedScreen = (screen: string): screen is PrerenderedScreenName =>
  Object.hasOwn(PRERENDERED_SCREENS, screen);

/** The screen the remote prerenders for the host's `pathname`, if any. */
export function prerenderedScreenAt(pathname: string): PrerenderedScreenName | undefined {
  const names = Object.keys(PRERENDERED_SCREENS) as PrerenderedScreenName[];
  return names.find((screen) => PRERENDERED_SCREENS[screen].path === pathname);
}

/** The CSS selector of the page's element that holds `screen` (any prerendered screen without it). */
export const prerenderedSelector = (screen?: PrerenderedScreenName) =>
  screen ? `[${PRERENDERED_ATTRIBUTE}="${screen}"]` : `[${PRERENDERED_ATTRIBUTE}]`;

/** The page's style that keeps a prerendered screen out of a remembered user's sight from the first paint. */
export const STORED_SESSION_CSS = `html[${STORED_SESSION_ATTRIBUTE}] ${prerenderedSelector()}{display:none}`;
