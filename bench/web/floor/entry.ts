// The floor of the web bench: the four libraries every Thryve page needs, used just enough to stay in the bundle.
// Firebase Auth: every function and object of `firebase/auth` the product's code imports (shared/src), so the
// floor holds what the screens can call, no more: tree-shaken, as a single hand-written app would have it.
import axios from 'axios';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  getIdTokenResult,
  GoogleAuthProvider,
  initializeAuth,
  onIdTokenChanged,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const auth = initializeAuth(initializeApp({ apiKey: 'floor', projectId: 'floor' }), {
  persistence: [browserLocalPersistence, browserSessionPersistence],
});
connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
const http = axios.create({ baseURL: '/' });
onIdTokenChanged(auth, (user) => void (user ? getIdTokenResult(user).then(() => http.get('healthz')) : null));

async function signUp() {
  const { user } = await createUserWithEmailAndPassword(auth, 'a@b.c', 'secret');
  await updateProfile(user, { displayName: 'A B' }).catch(() => deleteUser(user));
}

const button = (label: string, onClick: () => unknown) => createElement('button', { onClick }, label);
createRoot(document.getElementById('root') as HTMLElement).render([
  button('Sign in', () =>
    setPersistence(auth, browserSessionPersistence).then(() => signInWithEmailAndPassword(auth, 'a@b.c', 'x')),
  ),
  button('Google', () => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)),
  button('Create', signUp),
  button('Reset', () => sendPasswordResetEmail(auth, 'a@b.c')),
  button('Sign out', () => signOut(auth)),
]);
