// The sign-in code: the one Firebase app and Auth instance, the product's Firebase operations as plain functions of an
// `Auth`, and everything else the session store calls on Firebase. The store loads this module with import()
// (session/parts.ts), so that Firebase is a chunk of its own, off the first screen; integration tests run it in Node
// against the Auth emulator.
import { AppError, type AuthUser, errorCode, type RegisterPayload } from '@thryve/contract';
import { API_PATHS } from '@thryve/contract/types';
import type { AxiosRequestConfig } from 'axios';
import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  getIdTokenResult,
  GoogleAuthProvider,
  inMemoryPersistence,
  initializeAuth,
  sendPasswordResetEmail,
  setPersistence,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';

import type { ThryveConfig } from '../config/config';
import { apiClient, type OwnTokenConfig } from '../http/apiInstance';
import { FIREBASE_APP_NAME } from './tokenStorage';

export { onIdTokenChanged, signOut } from 'firebase/auth';
export { watchCrossTabSignOut } from './crossTabSignOut';
export { endServerSession } from './endServerSession';

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

export interface Session {
  user: AuthUser;
  token: string;
  role: string | null;
}

/** The ID token and its `role` claim (null when absent or not a string). */
export async function readSession(user: User, forceRefresh: boolean): Promise<Session> {
  const result = await getIdTokenResult(user, forceRefresh);
  const role = typeof result.claims.role === 'string' ? result.claims.role : null;
  return {
    user: {
      uid: user.uid,
      displayName: user.displayName,
      email: user.email,
      emailVerified: user.emailVerified,
      providers: user.providerData.map((info) => info.providerId),
      idToken: result.token,
    },
    token: result.token,
    role,
  };
}

/** How long the ID-token change that a forced refresh causes may take to arrive. */
const ECHO_WINDOW_MS = 5_000;

/**
 * Reads the session on each ID-token change with a forced refresh (fresh claims), except for the change that a
 * forced refresh of the same user itself causes within `ECHO_WINDOW_MS`: forcing again there would loop.
 * Falls back to the cached token when the refresh fails (offline), so a reload offline keeps the session.
 */
export function createSessionReader() {
  let lastForced: { uid: string; at: number } | null = null;
  return async function read(user: User): Promise<Session> {
    const echo = lastForced !== null && lastForced.uid === user.uid && Date.now() - lastForced.at < ECHO_WINDOW_MS;
    if (echo) return readSession(user, false);
    lastForced = { uid: user.uid, at: Date.now() };
    try {
      return await readSession(user, true);
    } catch (error) {
      if (errorCode(error).includes('network-request-failed')) return readSession(user, false);
      throw error;
    }
  };
}

/** 'Remember me' on: kept across browser restarts; off: this tab's session only. No-op outside a browser. */
export async function applyPersistence(auth: Auth, remember: boolean): Promise<void> {
  if (typeof window === 'undefined') return;
  await setPersistence(auth, remember ? browserLocalPersistence : browserSessionPersistence);
}

export async function signInWithEmail(auth: Auth, email: string, password: string, remember: boolean): Promise<User> {
  await applyPersistence(auth, remember);
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return credential.user;
}

/**
 * Signs in with a custom token of our API (a verified passkey), with 'Remember me' applied first as the email
 * sign-in does.
 */
export async function signInWithToken(auth: Auth, customToken: string, remember: boolean): Promise<User> {
  await applyPersistence(auth, remember);
  const credential = await signInWithCustomToken(auth, customToken);
  return credential.user;
}

/**
 * Opens the Google popup. Call it synchronously from the click handler: any `await` before it makes Safari (and
 * other popup blockers) refuse the window. The persistence is applied after the sign-in (it moves the user).
 */
export function signInWithGoogle(auth: Auth, remember: boolean): Promise<User> {
  const popup = signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
  return popup.then(async (credential) => {
    await applyPersistence(auth, remember);
    return credential.user;
  });
}

/**
 * Creates the Firebase account, names it, registers it with the product API (spec section 7) with its own ID token.
 * Nothing half-done: when anything after the account creation fails, the new account is deleted again (so the same
 * email can sign up later) and an `AppError('registration/failed')` is thrown with the original error as `cause`.
 */
export async function createAccount(auth: Auth, payload: RegisterPayload): Promise<User> {
  const { user } = await createUserWithEmailAndPassword(auth, payload.email, payload.password);
  try {
    await updateProfile(user, { displayName: `${payload.firstName} ${payload.lastName}` });
    // Forced: the token must carry the display name just set (updateProfile does not always renew it). Through the
    // client's interceptor, which sends this token to the API only.
    const config: AxiosRequestConfig & OwnTokenConfig = { _thryveIdToken: await user.getIdToken(true) };
    await apiClient.post(API_PATHS.register, payload, config);
    return user;
  } catch (cause) {
    await deleteUser(user).catch((cleanupError: unknown) => {
      console.error('Thryve sign-up: could not delete the half-created account', cleanupError);
      return auth.signOut();
    });
    throw new AppError('registration/failed', 'Registration with the API failed; the new account was removed', {
      cause,
    });
  }
}

/**
 * Sends a password-reset email. Resolves the same whether or not the account exists (and for an address that
 * cannot exist), so the screen's neutral confirmation tells an attacker nothing.
 */
export async function requestPasswordReset(auth: Auth, email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (error) {
    const code = errorCode(error);
    if (code.includes('user-not-found') || code.includes('invalid-email')) return;
    throw error;
  }
}
