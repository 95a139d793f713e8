/* global THRYVE_CONFIG */
import { loadRemote } from '@module-federation/runtime';
import { RemoteAuthProvider, RemoteScreen } from '@thryve/federation/react';
import { useAuth } from '@thryve/shared';
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

// The remote's modules (the remote is registered by src/thryveRemote.js), each loaded through the runtime: a fresh
// attempt each time, so "Try again" works (an `import('auth_remote/SignIn')` keeps its first answer for the life of
// the page). Defined once, here: RemoteAuthProvider and RemoteScreen keep what they loaded under these functions.
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
  if (loading) return h('p', null, 'Loading…');
  if (!user) return h('p', null, 'Signed out. ', h('a', { href: '/signin' }, 'Sign in'));
  return h(
    'div',
    null,
    h('p', null, `Signed in as ${user.email}`),
    h('button', { onClick: () => navigate('/account') }, 'Manage your account'),
    h('button', { onClick: signOut }, 'Sign out'),
  );
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
    screen,
  );
}

createRoot(document.getElementById('root')).render(h(App));
