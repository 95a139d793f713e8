import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

import type { ThryveConfig } from '../config/config';
import { FIREBASE_APP_NAME } from './tokenStorage';

declare global {
  // Kept on globalThis so that a second copy of this module (another bundle) still finds the one instance.
  var __thryveAuthByApp: WeakMap<FirebaseApp, Auth> | undefined;
}

function getOrCreateApp(config: ThryveConfig): FirebaseApp {
  return getApps().find((app) => app.name === FIREBASE_APP_NAME) ?? initializeApp(config.firebase, FIREBASE_APP_NAME);
}

/**
 * The one Firebase Auth instance. Idempotent: a second call (from another bundle too, since firebase is a
 * shared singleton) returns the same instance. No popup resolver here: it is loaded only for Google sign-in.
 */
export function getFirebaseAuth(config: ThryveConfig): Auth {
  const app = getOrCreateApp(config);
  const registry = (globalThis.__thryveAuthByApp ??= new WeakMap());
  let auth = registry.get(app);
  if (!auth) {
    auth = initializeAuth(app, {
      persistence:
        typeof window === 'undefined' ? inMemoryPersistence : [browserLocalPersistence, browserSessionPersistence],
    });
    registry.set(app, auth);
  }
  if (config.authEmulatorUrl && !auth.emulatorConfig) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
