import { signOut, type Auth } from 'firebase/auth';

import { TOKEN_STORAGE_KEY, rememberChoice } from './tokenStorage';

/**
 * Signing out in one tab of a remembered session signs out the others. Firebase's local persistence already
 * syncs its user across tabs; this also follows our stored token, so that a tab whose token was removed
 * elsewhere (sign-out, or local storage cleared) never keeps a session the others have ended.
 * No call to the API here: the tab that signed out ended the server session before its token was removed, and a
 * remembered session is one sign-in shared by every tab (one `auth_time`), so that call covered this tab too.
 * Returns the function that stops watching; a no-op outside a browser.
 */
export function watchCrossTabSignOut(auth: Auth): () => void {
  if (typeof window === 'undefined') return () => undefined;
  function onStorage(event: StorageEvent) {
    if (event.storageArea !== window.localStorage) return;
    if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
    if (event.newValue !== null || !rememberChoice() || !auth.currentUser) return;
    void signOut(auth);
  }
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
