// The inline script of a page that carries a prerendered screen (staticServer.ts puts it at the end of the page and
// its hash in the page's CSP): it starts the page's scripts once the form is painted, and remembers a submission
// asked for before the screen runs. Plain ES5, no dependency: the tests read it too.
import { PRERENDERED_ATTRIBUTE } from './firstScreenHints';
import { STORED_SESSION_ATTRIBUTE } from './storedSessionHint';

/** The <template> that holds the page's preloads and entry until the first paint. */
export const AFTER_PAINT_ATTRIBUTE = 'data-thryve-after-paint';
/** The preload in that template that names the host's entry script. */
export const ENTRY_ATTRIBUTE = 'data-thryve-entry';

/**
 * Run at the end of a page that carries a prerendered screen, once the form has been painted: puts the page's
 * preloads in it (they wait in a <template>, where nothing is fetched) and starts the host's entry script. Until
 * then the page needs nothing but its HTML: a `defer` entry would run before the first contentful paint, and its
 * preloads would share the link and the processor with it.
 * "Painted" is the browser's first-contentful-paint entry; a browser without paint timing starts after the next
 * frame, and 3 s is the limit either way. A page with nothing to paint first starts at once: a hidden one (a
 * background tab, a prerendering) or a remembered user's (its screen is hidden: storedSessionHint.ts). Plain ES5.
 */
const START_AFTER_FIRST_PAINT =
  `(function(){var t=document.querySelector("template[${AFTER_PAINT_ATTRIBUTE}]"),d=0;if(!t)return;` +
  'function go(){if(d)return;d=1;var c=document.importNode(t.content,true),' +
  `e=c.querySelector("[${ENTRY_ATTRIBUTE}]"),s=document.createElement("script");document.head.appendChild(c);` +
  'if(e){s.src=e.href;document.head.appendChild(s)}}' +
  `if(document.visibilityState==="hidden"||document.documentElement.hasAttribute("${STORED_SESSION_ATTRIBUTE}"))return go();` +
  'var p=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  'if(p.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(go)});' +
  'new PerformanceObserver(function(e){if(e.getEntriesByName("first-contentful-paint").length)go()})' +
  '.observe({type:"paint",buffered:true});setTimeout(go,3000)})()';

/** The attribute the remote's `mount` reads on a prerendered screen's element (its SUBMITTED_ATTRIBUTE). */
const SUBMITTED_ATTRIBUTE = 'data-thryve-submitted';

/**
 * Run on a page that carries a prerendered screen, from its end: remembers that the visitor asked to submit the
 * form before the screen ran, on the screen's element, where `mount` takes it and submits once hydrated. Until
 * then the submit button is disabled (a native submission would put the password in a URL), so the browser does
 * nothing for Enter in a field, or for a press of the button (Chromium sends it pointer events, not `click`): the
 * visitor who types fast and presses Enter is signed in when the screen runs, not left to press it again. Plain ES5.
 */
const SUBMIT_BEFORE_START =
  '(function(){var d;function ask(f){var b=f.querySelector("[type=submit]"),' +
  `c=f.closest&&f.closest("[${PRERENDERED_ATTRIBUTE}]");if(c&&b&&b.disabled)c.setAttribute("${SUBMITTED_ATTRIBUTE}","")}` +
  'document.addEventListener("keydown",function(e){var t=e.target;' +
  'if(e.key==="Enter"&&!e.isComposing&&t.tagName==="INPUT"&&t.form&&!/^(file|button|submit|reset|image)$/.test(t.type))' +
  'ask(t.form)},true);' +
  'document.addEventListener("pointerdown",function(e){d=e.target},true);' +
  'document.addEventListener("pointerup",function(e){var t=e.target;' +
  'if(t===d&&e.button===0&&t.type==="submit"&&t.form)ask(t.form)},true)})()';

/** The inline script of a page that carries a prerendered screen (one script: one hash in the CSP). */
export const PRERENDERED_PAGE_SCRIPT = `${START_AFTER_FIRST_PAINT};${SUBMIT_BEFORE_START}`;
