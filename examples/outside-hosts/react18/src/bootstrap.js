/* global THRYVE_CONFIG */
import { createElement as h, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

// The framework-agnostic modules of the remote. When the remote is unavailable our runtime plugins answer with a
// fallback module, which has neither `getSession` nor `mount`: the host then shows its own message.
const session = await import('auth_remote/session');
const screens = await import('auth_remote/mount');
const available = typeof session.getSession === 'function' && typeof screens.mount === 'function';
if (available) session.configure(THRYVE_CONFIG);

function usePath() {
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  // Stable: a mounted screen is rendered again (in place) when its options change.
  const navigate = useCallback((to, options = {}) => {
    history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
    setPath(to);
  }, []);
  return [path, navigate];
}

// Your theme and your page's language for the Thryve screens (docs/theming.md; 'es' shows them in Spanish).
const appearance = { variables: { colorPrimary: '#1d4ed8', borderRadius: '6px' } };
const locale = document.documentElement.lang;

/** A Thryve screen rendered by the remote, with its own React, into this element. */
function ThryveScreen({ screen, navigate }) {
  const element = useRef(null);
  useEffect(
    () =>
      screens.mount(element.current, {
        screen,
        config: THRYVE_CONFIG,
        appearance,
        locale,
        navigate,
        signUpPath: '/signup',
        backPath: '/signin',
        signInPath: '/signin',
      }),
    [screen, navigate],
  );
  return h('div', { ref: element });
}

function Account({ navigate }) {
  const { status, user } = useSyncExternalStore(session.subscribe, session.getSession);
  if (status === 'loading') return h('p', null, 'Loading…');
  if (!user) return h('p', null, 'Signed out. ', h('a', { href: '/signin' }, 'Sign in'));
  const signOut = () => session.signOut().then(() => navigate('/signin'));
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
  if (!available) return h('p', { role: 'alert' }, 'Sign-in is unavailable right now.');
  if (path === '/signin') return h(ThryveScreen, { screen: 'signIn', navigate });
  if (path === '/signup') return h(ThryveScreen, { screen: 'signUp', navigate });
  if (path === '/account') return h(ThryveScreen, { screen: 'userProfile', navigate });
  return h(Account, { navigate });
}

createRoot(document.getElementById('root')).render(h(App));
