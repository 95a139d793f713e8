// What the page knows before any of its scripts load: whether this browser may hold a signed-in user. A remembered
// user opening /signin must never see the prerendered form, and the host's scripts run only after the first paint.

/** Set on <html> when the browser may hold a session; the page's style then hides its prerendered screen. */
export const STORED_SESSION_ATTRIBUTE = 'data-thryve-stored-session';

/**
 * Run in the page before its body (in the page config's script, the one inline script the CSP allows): the test of
 * shared/src/session/storedSessionHint.ts (`mayHaveStoredSession`), our token or our Firebase app's user in either
 * storage, and true when the storages cannot be read. Plain ES5: it is not bundled.
 */
export const STORED_SESSION_HINT =
  'try{var s=[localStorage,sessionStorage].some(function(t){return Object.keys(t).some(function(k){' +
  'return k==="thryve_token"||/^firebase:authUser:.*:thryve$/.test(k)})})}catch(e){s=true}' +
  `if(s)document.documentElement.setAttribute("${STORED_SESSION_ATTRIBUTE}","")`;

/** The page's style that keeps a prerendered screen out of a remembered user's sight from the first paint. */
export const STORED_SESSION_STYLE = `<style>html[${STORED_SESSION_ATTRIBUTE}] [data-thryve-prerendered]{display:none}</style>`;
