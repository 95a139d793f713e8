/* global THRYVE_CONFIG */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useAuth } from '@thryve/shared';
import { Component, createElement as h, lazy, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import { watchOwnFirebase } from './ownFirebase.js';

// Through the federation runtime: its answer is the exposed module itself ({ default: Component }), or our
// plugins' fallback module when the remote is unavailable (its component throws, the boundary below shows ours).
const remote = (id) => lazy(() => loadRemote(id));
const AuthProvider = remote('auth_remote/AuthProvider');
const SignIn = remote('auth_remote/SignIn');
const SignUp = remote('auth_remote/SignUp');

/** The host's own screen when the remote is down or serves another contract major. */
class Fallback extends Component {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? h('p', { role: 'alert' }, 'Sign-in is unavailable right now.') : this.props.children;
  }
}

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

function Account() {
  const { user, loading, signOut } = useAuth();
  const [own, setOwn] = useState(null);
  useEffect(() => watchOwnFirebase(setOwn), []);
  if (loading) return h('p', null, 'Loading…');
  if (!user) return h('p', null, 'Signed out. ', h('a', { href: '/signin' }, 'Sign in'));
  return h(
    'div',
    null,
    h('p', null, `Signed in as ${user.email}`),
    own?.same && h('p', null, `Our own Firebase code sees ${own.email} on the Thryve instance`),
    h('button', { onClick: signOut }, 'Sign out'),
  );
}

function App() {
  const [path, navigate] = usePath();
  const screen =
    path === '/signin'
      ? h(SignIn, { signUpPath: '/signup' })
      : path === '/signup'
        ? h(SignUp, { backPath: '/signin' })
        : h(Account);
  return h(
    Fallback,
    null,
    h(
      Suspense,
      { fallback: h('p', null, 'Loading…') },
      h(AuthProvider, { config: THRYVE_CONFIG, navigate, onSignOut: () => navigate('/signin') }, screen),
    ),
  );
}

createRoot(document.getElementById('root')).render(h(App));
