import type { AuthProviderProps, SignInProps, SignUpProps } from '@thryve/shared';
import { createElement, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';

import { AccountPanel } from './AccountPanel';
import type { AuthRemote } from './authRemote';
import './embed.css';

interface Loaded {
  AuthProvider: ComponentType<AuthProviderProps>;
  SignIn: ComponentType<SignInProps>;
  SignUp: ComponentType<SignUpProps>;
}

type View = 'signin' | 'signup' | 'account';

// No router: the remote's paths are mapped onto this page's own state.
const VIEW_BY_PATH: Record<string, View> = { '/signin': 'signin', '/signup': 'signup', '/account': 'account' };

/** A minimal partner host: a two-column card with tabs, Thryve sign-in/sign-up on the right. */
export function EmbedApp({ remote }: { remote: AuthRemote }) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed'>('loading');
  const [view, setView] = useState<View>('signin');

  useEffect(() => {
    let active = true;
    Promise.all([remote.loadAuthProvider(), remote.loadSignIn(), remote.loadSignUp()]).then(
      ([AuthProvider, SignIn, SignUp]) => {
        if (active) setLoaded({ AuthProvider, SignIn, SignUp });
      },
      () => {
        if (active) setLoaded('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [remote, attempt]);

  const navigate = useCallback((path: string) => {
    setView(VIEW_BY_PATH[path.split('?')[0]] ?? 'account');
  }, []);

  if (loaded === 'loading') {
    return (
      <Shell>
        <main>
          <p role="status">Loading…</p>
        </main>
      </Shell>
    );
  }
  if (loaded === 'failed') {
    return (
      <Shell>
        <main>
          <h2>Sign-in is temporarily unavailable</h2>
          <button
            type="button"
            onClick={() => {
              setLoaded('loading');
              setAttempt((value) => value + 1);
            }}
          >
            Try again
          </button>
        </main>
      </Shell>
    );
  }

  const screen =
    view === 'account' ? (
      <AccountPanel onSignedOut={() => setView('signin')} />
    ) : (
      <>
        <div className="embed-tabs" role="group" aria-label="Account">
          <button type="button" aria-pressed={view === 'signin'} onClick={() => setView('signin')}>
            I have an account
          </button>
          <button type="button" aria-pressed={view === 'signup'} onClick={() => setView('signup')}>
            I’m new here
          </button>
        </div>
        {view === 'signin'
          ? createElement(loaded.SignIn, { redirectTo: '/account', signUpPath: '/signup' })
          : createElement(loaded.SignUp, { redirectTo: '/account', backPath: '/signin' })}
      </>
    );

  return createElement(loaded.AuthProvider, { navigate }, <Shell>{screen}</Shell>);
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="embed-layout">
      <aside className="embed-intro" aria-label="About this partner">
        <p className="embed-intro__brand">Acme Wellness Partners</p>
        <h1>Your Thryve account, inside our portal</h1>
        <p>Sign in or create a Thryve Health account without leaving this page.</p>
      </aside>
      <div className="embed-panel">{children}</div>
    </div>
  );
}
