import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';

/** Returns the signed-in user's ID token (refreshed when `forceRefresh`), or null when signed out. */
export type IdTokenSource = (forceRefresh: boolean) => Promise<string | null>;

interface ApiClientState {
  baseUrl: URL | null;
  getIdToken: IdTokenSource | null;
}

const state: ApiClientState = { baseUrl: null, getIdToken: null };

/** The one HTTP client of the product. Host and remote share this very instance (MF singleton). */
export const apiClient = axios.create({ timeout: 20_000 });

/** Points the client at the API and tells it where ID tokens come from (done by the AuthProvider). */
export function configureApiClient(options: { baseUrl: string; getIdToken: IdTokenSource | null }): void {
  state.baseUrl = new URL(options.baseUrl);
  state.getIdToken = options.getIdToken;
  apiClient.defaults.baseURL = state.baseUrl.href;
}

/** True only for requests to the configured API (same origin, below its path): the token goes nowhere else. */
export function isApiRequest(config: Pick<InternalAxiosRequestConfig, 'url' | 'baseURL'>): boolean {
  if (!state.baseUrl) return false;
  let target: URL;
  try {
    target = new URL(config.url ?? '', config.baseURL ?? state.baseUrl.href);
  } catch {
    return false;
  }
  return target.origin === state.baseUrl.origin && target.pathname.startsWith(state.baseUrl.pathname);
}

type RetriableConfig = InternalAxiosRequestConfig & { _thryveRetried?: boolean };

apiClient.interceptors.request.use(async (config) => {
  if (!state.getIdToken || !isApiRequest(config)) return config;
  const headers = AxiosHeaders.from(config.headers);
  if (!headers.has('Authorization')) {
    const token = await state.getIdToken(false);
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  config.headers = headers;
  return config;
});

/** On a 401 from our API, refresh the token once and retry once. */
apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  if (
    error.response?.status !== 401 ||
    !config ||
    config._thryveRetried ||
    !state.getIdToken ||
    !isApiRequest(config)
  ) {
    throw error;
  }
  const token = await state.getIdToken(true);
  if (!token) throw error;
  config._thryveRetried = true;
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Authorization', `Bearer ${token}`);
  config.headers = headers;
  return apiClient.request(config);
});
