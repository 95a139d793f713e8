// Where the API is and where its tokens come from: what the one API client (`@thryve/shared/http`) reads on every
// request. Without axios, so that the session can configure the client before the first screen without loading it.

/** Returns the signed-in user's ID token (refreshed when `forceRefresh`), or null when signed out. */
export type IdTokenSource = (forceRefresh: boolean) => Promise<string | null>;

interface ApiSettings {
  baseUrl: URL | null;
  getIdToken: IdTokenSource | null;
  /** Told when the API refused a request even with a freshly refreshed token: this sign-in is over. */
  onSessionRefused: (() => void) | null;
}

declare global {
  // On globalThis, like the session (pageSession.ts): a second copy of this module configures the same client.
  var __thryveApiSettings: ApiSettings | undefined;
}

/** The page's settings (read on every request, so a later configureApiClient applies at once). */
export function apiSettings(): ApiSettings {
  globalThis.__thryveApiSettings ??= { baseUrl: null, getIdToken: null, onSessionRefused: null };
  return globalThis.__thryveApiSettings;
}

/**
 * Points the client at the API and tells it where ID tokens come from (done by the session when it starts), and
 * (from 2.2) whom to tell when the API refuses the session itself: a 401 again after the token was refreshed.
 */
export function configureApiClient(options: {
  baseUrl: string;
  getIdToken: IdTokenSource | null;
  onSessionRefused?: () => void;
}): void {
  const settings = apiSettings();
  settings.baseUrl = new URL(options.baseUrl);
  settings.getIdToken = options.getIdToken;
  settings.onSessionRefused = options.onSessionRefused ?? null;
  // The client's default base, as in 1.x, when it has loaded already; when it loads later, it starts from these.
  const client = (globalThis as { __thryveApiClient?: { defaults: { baseURL?: string } } }).__thryveApiClient;
  if (client) client.defaults.baseURL = settings.baseUrl.href;
}

/** What a relative URL is resolved against on this page (its `<base>`, else its address); none outside a page. */
function pageBase(): string | undefined {
  const page = globalThis as { document?: { baseURI?: string }; location?: { href?: string } };
  return page.document?.baseURI ?? page.location?.href;
}

/** True when `url` (relative ones as the page resolves them) is the configured API: same origin, below its path. */
export function isApiUrl(url: string): boolean {
  const { baseUrl } = apiSettings();
  if (!baseUrl) return false;
  let target: URL;
  try {
    target = new URL(url, pageBase());
  } catch {
    return false;
  }
  return target.origin === baseUrl.origin && target.pathname.startsWith(baseUrl.pathname);
}

/**
 * True only for requests to the configured API (same origin, below its path): the token goes nowhere else. A
 * relative `url` is resolved as axios does for the one client: below `baseURL`; below the configured API when
 * `baseURL` is left out (the client's default); against the page when it is null or empty.
 */
export function isApiRequest(config: { url?: string; baseURL?: string | null }): boolean {
  const { baseUrl } = apiSettings();
  if (!baseUrl) return false;
  const base = config.baseURL === undefined ? baseUrl.href : config.baseURL || pageBase();
  try {
    return isApiUrl(new URL(config.url ?? '', base).href);
  } catch {
    return false;
  }
}
