/* global THRYVE_CONFIG */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteAuthProvider, RemoteScreen, useAuthRemote } from '@thryve/federation/react';
import { useAuth, useSession } from '@thryve/shared';
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import { watchOwnFirebase } from './ownFirebase.js';

// The remote's modules, each loaded through the federation runtime (a fresh attempt each time: "Try again" works).
// Defined once, here: RemoteAuthProvider and RemoteScreen keep what they loaded under these functions.
const loadAuthProvider = () => loadRemote('auth_remote/AuthProvider');
const loadSignIn = () => loadRemote('auth_remote/SignIn');
const loadSignUp = () => loadRemote('auth_remote/SignUp');
const loadUserProfile = () => loadRemote('auth_remote/UserProfile');

// Your theme and your page's language for the Thryve screens (docs/theming.md; 'es' shows them in Spanish).
const appearance = { variables: { colorPrimary: '#1d4ed8', borderRadius: '6px' } };
const locale = document.documentElement.lang;

function usePath() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const navigate = (to, options = {}) => {
    history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
    setPath(to);
  };
  return [path, navigate];
}

function Account({ navigate }) {
  const { user, loading, signOut } = useAuth();
  const [own, setOwn] = useState(null);
  // The Thryve Firebase instance exists once the remote's provider has started the session.
  const ready = useAuthRemote().status === 'ready';
  useEffect(() => (ready ? watchOwnFirebase(setOwn) : undefined), [ready]);
  if (loading) return h('p', null, 'Loading…');
  if (!user) return h('p', null, 'Signed out. ', h('a', { href: '/signin' }, 'Sign in'));
  return h(
    'div',
    null,
    h('p', null, `Signed in as ${user.email}`),
    own?.same && h('p', null, `Our own Firebase code sees ${own.email} on the Thryve instance`),
    h('button', { onClick: () => navigate('/account') }, 'Manage your account'),
    h('button', { onClick: signOut }, 'Sign out'),
  );
}

// On every page, the remote's screens included: useSession() reads the session with or without the remote's
// provider, and says 'loading' until the provider has passed your config to it (so while the remote is down too).
function SessionStatus() {
  const { status } = useSession();
  return h('p', null, `Thryve session: ${status}`);
}

function App() {
  const [path, navigate] = usePath();
  // Your own pages render whether or not the remote is up (useAuth() says signed out while it is down); the
  // remote's screens show "Sign-in is temporarily unavailable" with Try again instead.
  const screen =
    path === '/signin'
      ? h(RemoteScreen, { load: loadSignIn, props: { signUpPath: '/signup' } })
      : path === '/signup'
        ? h(RemoteScreen, { load: loadSignUp, props: { backPath: '/signin' } })
        : path === '/account'
          ? h(RemoteScreen, { load: loadUserProfile, props: { signInPath: '/signin' } })
          : h(Account, { navigate });
  return h(
    RemoteAuthProvider,
    {
      load: loadAuthProvider,
      config: THRYVE_CONFIG,
      appearance,
      locale,
      navigate,
      onSignOut: () => navigate('/signin'),
    },
    h(SessionStatus),
    screen,
  );
}

createRoot(document.getElementById('root')).render(h(App));
