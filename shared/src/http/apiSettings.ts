// Where the API is and where its tokens come from: what the one API client (`@thryve/shared/http`) reads on every
// request. Without axios, so that the session can configure the client before the first screen without loading it.

/** Returns the signed-in user's ID token (refreshed when `forceRefresh`), or null when signed out. */
export type IdTokenSource = (forceRefresh: boolean) => Promise<string | null>;

interface ApiSettings {
  baseUrl: URL | null;
  getIdToken: IdTokenSource | null;
}

declare global {
  // On globalThis, like the session (pageSession.ts): a second copy of this module configures the same client.
  var __thryveApiSettings: ApiSettings | undefined;
}

/** The page's settings (read on every request, so a later configureApiClient applies at once). */
export function apiSettings(): ApiSettings {
  globalThis.__thryveApiSettings ??= { baseUrl: null, getIdToken: null };
  return globalThis.__thryveApiSettings;
}

/** Points the client at the API and tells it where ID tokens come from (done by the session when it starts). */
export function configureApiClient(options: { baseUrl: string; getIdToken: IdTokenSource | null }): void {
  const settings = apiSettings();
  settings.baseUrl = new URL(options.baseUrl);
  settings.getIdToken = options.getIdToken;
  // The client's default base, as in 1.x, when it has loaded already; when it loads later, it starts from these.
  const client = (globalThis as { __thryveApiClient?: { defaults: { baseURL?: string } } }).__thryveApiClient;
  if (client) client.defaults.baseURL = settings.baseUrl.href;
}

/** True only for requests to the configured API (same origin, below its path): the token goes nowhere else. */
export function isApiRequest(config: { url?: string; baseURL?: string }): boolean {
  const { baseUrl } = apiSettings();
  if (!baseUrl) return false;
  let target: URL;
  try {
    target = new URL(config.url ?? '', config.baseURL ?? baseUrl.href);
  } catch {
    return false;
  }
  return target.origin === baseUrl.origin && target.pathname.startsWith(baseUrl.pathname);
}
