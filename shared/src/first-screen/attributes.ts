// The attributes through which the page, its inline scripts, the host and the remote speak of a prerendered screen.

/** The element that holds a prerendered screen, its value naming the screen: `mount` hydrates it in place. */
export const PRERENDERED_ATTRIBUTE = 'data-thryve-prerendered';
/**
 * Set on <html> before the first paint when the browser may hold a signed-in user (page-scripts/markStoredSession.ts):
 * the page's style hides the prerendered screen from the first paint, and the host does not hydrate it.
 */
export const STORED_SESSION_ATTRIBUTE = 'data-thryve-stored-session';
/**
 * Set on a prerendered screen's element when the visitor asked to submit its form before the screen ran
 * (page-scripts/rememberEarlySubmit.ts): the screen submits it once it runs.
 */
export const SUBMITTED_ATTRIBUTE = 'data-thryve-submitted';
/** The <template> that holds a prerendered page's preloads and entry until its first paint (startAfterFirstPaint.ts). */
export const AFTER_PAINT_ATTRIBUTE = 'data-thryve-after-paint';
/** The preload in that template that names the host's entry script. */
export const ENTRY_ATTRIBUTE = 'data-thryve-entry';
