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
