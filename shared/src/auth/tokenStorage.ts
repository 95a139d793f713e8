/**
 * The name of our Firebase app (auth/authService.ts), so that a platform team's own default app is never touched.
 * Firebase keeps our app's user under a storage key ending in it (`firebase:authUser:<apiKey>:thryve`).
 */
export const FIREBASE_APP_NAME = 'thryve';

/** Storage key of the ID token (spec section 9). */
export const TOKEN_STORAGE_KEY = 'thryve_token';

function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

/** 'Remember me' on: localStorage (kept across browser restarts); off: sessionStorage (this tab's session). */
export function storeToken(token: string, remember: boolean): void {
  if (typeof window === 'undefined') return;
  const [local, session] = storages();
  (remember ? local : session).setItem(TOKEN_STORAGE_KEY, token);
  (remember ? session : local).removeItem(TOKEN_STORAGE_KEY);
}

/** Where the token is kept now: 'local', 'session' or null. */
export function storedTokenLocation(): 'local' | 'session' | null {
  if (typeof window === 'undefined') return null;
  if (window.localStorage.getItem(TOKEN_STORAGE_KEY) !== null) return 'local';
  if (window.sessionStorage.getItem(TOKEN_STORAGE_KEY) !== null) return 'session';
  return null;
}

export function clearStoredToken(): void {
  for (const storage of storages()) storage.removeItem(TOKEN_STORAGE_KEY);
}

/**
 * 'Remember me' choice of this tab, kept so that token refreshes (and page reloads) keep storing the token where
 * the user chose. Kept as a marker in sessionStorage when off: it then lives exactly as long as the Firebase
 * session persistence it goes with, and a remembered sign-in in another tab does not change it.
 */
export const SESSION_ONLY_STORAGE_KEY = 'thryve_session_only';

export function setRememberChoice(remember: boolean): void {
  if (typeof window === 'undefined') return;
  if (remember) window.sessionStorage.removeItem(SESSION_ONLY_STORAGE_KEY);
  else window.sessionStorage.setItem(SESSION_ONLY_STORAGE_KEY, '1');
}

/** True unless this tab signed in with 'Remember me' off (the default is on). */
export function rememberChoice(): boolean {
  if (typeof window === 'undefined') return true;
  return window.sessionStorage.getItem(SESSION_ONLY_STORAGE_KEY) === null;
}
