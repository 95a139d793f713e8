import { FIREBASE_APP_NAME, TOKEN_STORAGE_KEY } from '../auth/tokenStorage';

/** Where Firebase Auth keeps our app's user: `firebase:authUser:<apiKey>:thryve` (auth/authService.ts's persistences). */
const FIREBASE_USER_KEY = new RegExp(`^firebase:authUser:.*:${FIREBASE_APP_NAME}$`);

const isSessionKey = (key: string | null): boolean =>
  key !== null && (key === TOKEN_STORAGE_KEY || FIREBASE_USER_KEY.test(key));

/**
 * Whether this browser may hold a signed-in user, read without the Firebase SDK: our token, or our app's user as
 * Firebase persisted it (local or session storage, our only persistences). False only when neither storage holds
 * one: nobody is signed in, so the sign-in form need not wait for Firebase. A remembered user always has
 * Firebase's key, so their session stays 'loading' until Firebase answers (no flash of the form). True outside a
 * browser and when the storages cannot be read.
 */
export function mayHaveStoredSession(): boolean {
  if (typeof window === 'undefined') return true;
  try {
    return [window.localStorage, window.sessionStorage].some((storage) => {
      for (let index = 0; index < storage.length; index += 1) {
        if (isSessionKey(storage.key(index))) return true;
      }
      return false;
    });
  } catch {
    return true;
  }
}

/**
 * Calls `onAppear` when another tab stores a session (a sign-in there) while Firebase has not loaded here, so this
 * tab loads it and follows. Returns the function that stops watching; a no-op outside a browser.
 */
export function watchStoredSessionAppearing(onAppear: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  function onStorage(event: StorageEvent) {
    if (event.newValue !== null && isSessionKey(event.key)) onAppear();
  }
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
