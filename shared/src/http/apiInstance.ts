// The one axios instance of the product and its token interceptor (exported by the entry, apiClient.ts).
import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

import { apiSettings, isApiUrl } from './apiSettings';

declare global {
  // On globalThis, like the session: a second copy of this module (a bundle that did not share it) gives the same
  // instance, so the interceptors below exist once and a host's own interceptors see every call.
  var __thryveApiClient: AxiosInstance | undefined;
}

type RetriableConfig = InternalAxiosRequestConfig & { _thryveRetried?: boolean };

/**
 * @internal Not part of the contract. A request's own ID token (the new account's, at registration): the request
 * interceptor sends it like the session's, to the API only, instead of a caller's Authorization header that would go
 * wherever the request goes.
 */
export interface OwnTokenConfig {
  _thryveIdToken?: string;
}

function createApiClient(): AxiosInstance {
  // Relative paths are below the configured API: configureApiClient sets this default when it runs later.
  const client = axios.create({ timeout: 20_000, baseURL: apiSettings().baseUrl?.href });

  // Where axios will really send a request: its full URL (base, url, params), relative ones resolved by the page.
  const isForApi = (config: InternalAxiosRequestConfig) => isApiUrl(client.getUri(config));

  client.interceptors.request.use(async (config) => {
    const { getIdToken } = apiSettings();
    const ownToken = (config as OwnTokenConfig)._thryveIdToken;
    if ((!getIdToken && !ownToken) || !isForApi(config)) return config;
    const headers = AxiosHeaders.from(config.headers);
    if (!headers.has('Authorization')) {
      const token = ownToken ?? (await getIdToken?.(false));
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    config.headers = headers;
    return config;
  });

  /**
   * On a 401 from our API, refresh the token once and retry once. A 401 to the retry too means the API refuses this
   * sign-in itself (ended on another device, revoked): the session is told, and signs the page out.
   */
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const { getIdToken, onSessionRefused } = apiSettings();
    if (error.response?.status !== 401 || !config || !getIdToken || !isForApi(config)) throw error;
    if (config._thryveRetried) {
      onSessionRefused?.();
      throw error;
    }
    const token = await getIdToken(true);
    if (!token) throw error;
    config._thryveRetried = true;
    const headers = AxiosHeaders.from(config.headers);
    headers.set('Authorization', `Bearer ${token}`);
    config.headers = headers;
    return client.request(config);
  });

  return client;
}

/** The one HTTP client of the product: host and remote share this very instance. */
export const apiClient: AxiosInstance = (globalThis.__thryveApiClient ??= createApiClient());
