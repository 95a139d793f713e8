// The first screen before any script, in one module: what the remote's build (which prerenders sign-in and sign-up),
// the host's build (which shapes the page that carries such a screen), the page server (which puts the remote's
// current screen into that page) and, at run time, the host and the remote (which hydrate it) must agree on. Plain
// data and string functions, no DOM and no Node, so that each of them may import it. The page's inline scripts are
// TypeScript beside it (page-scripts/), compiled when the host is built (../../firstScreenScripts.ts).
export * from './attributes';
export * from './screens';
export { attr, inlineStyle, inlineStyleText } from './inlineStyle';
export { FIRST_SCREEN_FILE, PAGE_SLOTS, PRERENDERED_PAGE_FILE, type FirstScreenList } from './pages';
