// The entry of `@thryve/shared/http`: the one HTTP client of the product, an axios instance. Its own entry (not the
// root of @thryve/shared) so that axios loads when a page first calls the API, not before the first screen.
import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

import { apiSettings, isApiRequest } from './apiSettings';

declare global {
  // On globalThis, like the session: a second copy of this module (a bundle that did not share it) gives the same
  // instance, so the interceptors below exist once and a host's own interceptors see every call.
  var __thryveApiClient: AxiosInstance | undefined;
}

type RetriableConfig = InternalAxiosRequestConfig & { _thryveRetried?: boolean };

function createApiClient(): AxiosInstance {
  // Relative paths are below the configured API: configureApiClient sets this default when it runs later.
  const client = axios.create({ timeout: 20_000, baseURL: apiSettings().baseUrl?.href });

  client.interceptors.request.use(async (config) => {
    const { getIdToken } = apiSettings();
    if (!getIdToken || !isApiRequest(config)) return config;
    const headers = AxiosHeaders.from(config.headers);
    if (!headers.has('Authorization')) {
      const token = await getIdToken(false);
      if (token) headers.set('Authorization', `Bearer ${token}`);
    }
    config.headers = headers;
    return config;
  });

  /** On a 401 from our API, refresh the token once and retry once. */
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const { getIdToken } = apiSettings();
    if (error.response?.status !== 401 || !config || config._thryveRetried || !getIdToken || !isApiRequest(config)) {
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
