import { AppError, safeRedirect } from '@thryve/contract';
import type { FirebaseOptions } from 'firebase/app';

/** Everything a host may set at runtime; the defaults come from the build's environment. */
export interface ThryveConfig {
  firebase: FirebaseOptions;
  /** e.g. `http://127.0.0.1:9099` to use the Firebase Auth Emulator; null for a real project. */
  authEmulatorUrl: string | null;
  /** Origin (and optional path) of the product API. Only requests below it carry the ID token. */
  apiBaseUrl: string;
  /** Where a successful sign-in or sign-up goes (the dashboard route). */
  successPath: string;
  /** The brand: the logo's accessible name, the titles and "Don't have a … account?". */
  brandName: string;
  /** The brand's logo (an image URL: https, a same-origin path or a data:image URL); null: Thryve's mark. */
  logoUrl: string | null;
}

export type ThryveConfigInput = Partial<Omit<ThryveConfig, 'firebase'>> & { firebase?: Partial<FirebaseOptions> };

declare global {
  /** Set by the serving page (`<script>window.__THRYVE_CONFIG__ = {...}</script>`) to override build defaults. */
  var __THRYVE_CONFIG__: (ThryveConfigInput & { authRemoteUrl?: string }) | undefined;
}

const orNull = (value: string | undefined) => (value ? value : null);

/**
 * Replaced by `true` in the packed contract a partner installs (scripts/pack-contract.mjs). There the options below
 * have no local default: a forgotten `apiBaseUrl` must fail at once naming it, not call a localhost API far from
 * the cause. Read at call time, so a test can set it.
 */
declare const __THRYVE_PACKED__: boolean | undefined;
const packed = () => typeof __THRYVE_PACKED__ !== 'undefined' && __THRYVE_PACKED__ === true;

/** A local default (npm start, the tests: the API on localhost, the emulator's demo project), none when packed. */
const local = (value: string) => (packed() ? '' : value);

/** Build-time defaults: each `process.env.X` below is replaced by the bundler (see rspack.config.base.ts). */
function buildDefaults(): ThryveConfig {
  return {
    firebase: {
      apiKey: process.env.THRYVE_FIREBASE_API_KEY || local('demo-api-key'),
      authDomain: process.env.THRYVE_FIREBASE_AUTH_DOMAIN || local('demo-thryve.firebaseapp.com'),
      projectId: process.env.THRYVE_FIREBASE_PROJECT_ID || local('demo-thryve'),
      appId: orNull(process.env.THRYVE_FIREBASE_APP_ID) ?? undefined,
    },
    authEmulatorUrl: orNull(process.env.THRYVE_AUTH_EMULATOR_URL),
    apiBaseUrl: process.env.THRYVE_API_URL || local('http://localhost:8080/'),
    successPath: '/',
    brandName: 'Thryve Health',
    logoUrl: null,
  };
}

/** The options without which nothing works, by the name a host passes them under. */
function missingOptions(config: ThryveConfig): string[] {
  const required = {
    apiBaseUrl: config.apiBaseUrl,
    'firebase.apiKey': config.firebase.apiKey,
    'firebase.authDomain': config.firebase.authDomain,
    'firebase.projectId': config.firebase.projectId,
  };
  return Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Build defaults, then the page's `window.__THRYVE_CONFIG__`, then what the caller passes: last wins. */
export function resolveConfig(input: ThryveConfigInput = {}): ThryveConfig {
  const { authRemoteUrl: _remoteUrl, ...page } =
    typeof globalThis.__THRYVE_CONFIG__ === 'object' ? globalThis.__THRYVE_CONFIG__ : {};
  const base = buildDefaults();
  const merged: ThryveConfig = {
    ...base,
    ...page,
    ...input,
    firebase: { ...base.firebase, ...page.firebase, ...input.firebase },
  };
  const missing = missingOptions(merged);
  if (missing.length > 0) {
    throw new AppError(
      'config/invalid',
      `Thryve config: ${missing.join(', ')} missing. Pass ${missing.length > 1 ? 'them' : 'it'} in the config ` +
        '(configure(), mount() or AuthProvider) or the page config window.__THRYVE_CONFIG__.',
    );
  }
  try {
    new URL(merged.apiBaseUrl);
    if (merged.authEmulatorUrl) new URL(merged.authEmulatorUrl);
  } catch (cause) {
    throw new AppError('config/invalid', 'Thryve config: apiBaseUrl and authEmulatorUrl must be absolute URLs', {
      cause,
    });
  }
  // The same rule as every redirect: the page config is data too, and a typo like `//app` would leave the site.
  const successPath = safeRedirect(merged.successPath);
  if (successPath === null) {
    throw new AppError('config/invalid', 'Thryve config: successPath must be a same-origin path starting with "/"');
  }
  return { ...merged, successPath, apiBaseUrl: withTrailingSlash(merged.apiBaseUrl) };
}
