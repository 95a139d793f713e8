// The floor of the web bench: the four libraries every Thryve page needs, used just enough to stay in the bundle.
import axios from 'axios';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const auth = initializeAuth(initializeApp({ apiKey: 'floor', projectId: 'floor' }), {
  persistence: browserLocalPersistence,
});
connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
const http = axios.create({ baseURL: '/' });
onAuthStateChanged(auth, () => void http.get('healthz'));
const root = createRoot(document.getElementById('root') as HTMLElement);
root.render(createElement('button', { onClick: () => signInWithEmailAndPassword(auth, 'a@b.c', 'x') }, 'Sign in'));
