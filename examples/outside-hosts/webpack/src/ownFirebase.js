import { FIREBASE_APP_NAME, loadFirebaseAuth } from '@thryve/shared';

/**
 * Your own Firebase code, on the instance the Thryve screens use. Firebase loads after the first screen (so do your
 * imports of it: `import()`), so wait for it with loadFirebaseAuth() (which also starts loading it). Calls `onChange`
 * with the signed-in email, and whether your own getAuth(getApp('thryve')) is that very instance. Returns the
 * function that stops listening.
 */
export function watchOwnFirebase(onChange) {
  let stop = () => {};
  let stopped = false;
  const loads = [loadFirebaseAuth(), import('firebase/app'), import('firebase/auth')];
  Promise.all(loads).then(([auth, { getApp }, { getAuth, onAuthStateChanged }]) => {
    if (stopped) return;
    const same = getAuth(getApp(FIREBASE_APP_NAME)) === auth;
    stop = onAuthStateChanged(auth, (user) => onChange({ email: user?.email ?? null, same }));
  });
  return () => {
    stopped = true;
    stop();
  };
}
