import { AFTER_PAINT_ATTRIBUTE, ENTRY_ATTRIBUTE, STORED_SESSION_ATTRIBUTE } from '../attributes';

/** The longest the page's scripts wait for the first paint. */
const PAINT_LIMIT_MS = 3000;

/**
 * Once the form has been painted: puts the page's preloads in it (they wait in a <template>, where nothing is
 * fetched) and starts the host's entry script. Until then the page needs nothing but its HTML: a `defer` entry would
 * run before the first contentful paint, and its preloads would share the link and the processor with it.
 * "Painted" is the browser's first-contentful-paint entry; a browser without paint timing starts after the next
 * frame, and PAINT_LIMIT_MS is the limit either way. A page with nothing to paint first starts at once: a hidden one
 * (a background tab, a prerendering) or a remembered user's (its screen is hidden: markStoredSession.ts).
 */
export function startAfterFirstPaint(): void {
  const held = document.querySelector<HTMLTemplateElement>(`template[${AFTER_PAINT_ATTRIBUTE}]`);
  if (!held) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const hints = document.importNode(held.content, true);
    const entry = hints.querySelector<HTMLLinkElement>(`[${ENTRY_ATTRIBUTE}]`);
    document.head.appendChild(hints);
    if (!entry) return;
    const script = document.createElement('script');
    script.src = entry.href;
    document.head.appendChild(script);
  };
  if (document.visibilityState === 'hidden' || document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)) {
    start();
    return;
  }
  if (!(window.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_LIMIT_MS);
}
