import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AuthContext,
  loadErrorCatalogue,
  startSession,
  stopSession,
  useAuth,
  useErrorCatalogue,
  useMessages,
  useSession,
  type AuthProviderProps,
  type SignInProps,
} from '@thryve/shared';
import { Suspense, useLayoutEffect, useMemo, type ComponentType } from 'react';

import { createRemoteFallbackModule, RemoteUnavailableError } from '../../runtime/remoteFallback';
import { RemoteAuthProvider, RemoteScreen, useAuthRemote } from '../index';

type ProviderModule = { default: ComponentType<AuthProviderProps> };
type SignInModule = { default: ComponentType<SignInProps> };

/** The remote's provider, signed in, passing on what the host gave it. */
function FakeAuthProvider({ children, onSignOut }: AuthProviderProps) {
  const auth = {
    user: { uid: 'u1', displayName: null, email: 'ada@example.com', emailVerified: true, providers: [], idToken: 't' },
    onSignOut,
  };
  return <AuthContext.Provider value={auth as never}>{children}</AuthContext.Provider>;
}

function FakeSignIn({ signUpPath }: SignInProps) {
  return <h1>{`Sign in (or ${signUpPath})`}</h1>;
}

/** A partner's own page: it reads the session, and works whatever the remote does. */
function OwnPage() {
  const { user, loading } = useAuth();
  const remote = useAuthRemote();
  if (loading) return <p>Page loading</p>;
  return <p>{`Own page: ${user ? user.email : 'signed out'} (remote ${remote.status})`}</p>;
}

/** A remote that is down until `up()`; its loaders fail as our runtime plugins make them fail. */
function remote(failure: 'reject' | 'fallback') {
  let isUp = false;
  const fail = (id: string) =>
    failure === 'reject'
      ? Promise.reject(new RemoteUnavailableError(id))
      : Promise.resolve(createRemoteFallbackModule(id, new Error('ScriptNetworkError')));
  const loadProvider = jest.fn(() =>
    isUp ? Promise.resolve<ProviderModule>({ default: FakeAuthProvider }) : fail('auth_remote/AuthProvider'),
  );
  const loadSignIn = jest.fn(() =>
    isUp ? Promise.resolve<SignInModule>({ default: FakeSignIn }) : fail('auth_remote/SignIn'),
  );
  return {
    loadProvider: loadProvider as unknown as () => Promise<ProviderModule>,
    loadSignIn: loadSignIn as unknown as () => Promise<SignInModule>,
    calls: { provider: loadProvider, signIn: loadSignIn },
    up: () => {
      isUp = true;
    },
  };
}

function renderPage(path: '/' | '/signin', loaders: ReturnType<typeof remote>) {
  return render(
    <RemoteAuthProvider load={loaders.loadProvider} navigate={jest.fn()} config={{ apiBaseUrl: 'https://api.test/' }}>
      {path === '/' ? <OwnPage /> : <RemoteScreen load={loaders.loadSignIn} props={{ signUpPath: '/join' }} />}
    </RemoteAuthProvider>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe.each(['reject', 'fallback'] as const)('a remote that is down (its loader: %s)', (failure) => {
  it('leaves the host’s own pages working, signed out', async () => {
    renderPage('/', remote(failure));
    expect(await screen.findByText('Own page: signed out (remote unavailable)')).toBeInTheDocument();
  });

  it('shows the unavailable screen for its screens, and the screen after Try again, without a reload', async () => {
    const loaders = remote(failure);
    renderPage('/signin', loaders);

    expect(await screen.findByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeInTheDocument();
    loaders.up();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Sign in (or /join)' })).toBeInTheDocument();
    // Both were down: Try again loaded the provider again too.
    expect(loaders.calls.provider).toHaveBeenCalledTimes(2);
    expect(loaders.calls.signIn).toHaveBeenCalledTimes(2);
  });
});

describe('RemoteAuthProvider', () => {
  it('says loading (not signed out) while the provider loads, then renders under it with the host’s events', async () => {
    let resolve!: (module: ProviderModule) => void;
    const load = () => new Promise<ProviderModule>((done) => (resolve = done));
    const onSignOut = jest.fn();
    function Events() {
      const auth = useAuth() as unknown as { onSignOut?: () => void };
      return <p>{auth.onSignOut === onSignOut ? 'events passed on' : 'events lost'}</p>;
    }
    render(
      <RemoteAuthProvider load={load} navigate={jest.fn()} onSignOut={onSignOut}>
        <OwnPage />
        <Events />
      </RemoteAuthProvider>,
    );
    expect(screen.getByText('Page loading')).toBeInTheDocument();
    await act(async () => resolve({ default: FakeAuthProvider }));
    expect(screen.getByText('Own page: ada@example.com (remote ready)')).toBeInTheDocument();
    expect(screen.getByText('events passed on')).toBeInTheDocument();
  });

  it('treats a provider that crashes while rendering as unavailable, and the page stays up', async () => {
    const Crashing = () => {
      throw new Error('boom');
    };
    render(
      <RemoteAuthProvider load={() => Promise.resolve({ default: Crashing })} navigate={jest.fn()}>
        <OwnPage />
      </RemoteAuthProvider>,
    );
    expect(await screen.findByText('Own page: signed out (remote unavailable)')).toBeInTheDocument();
  });
});

describe('RemoteScreen', () => {
  it('shows the host’s own loading and unavailable screens when given', async () => {
    const loaders = remote('fallback');
    render(
      <RemoteAuthProvider load={loaders.loadProvider} navigate={jest.fn()}>
        <RemoteScreen
          load={loaders.loadSignIn}
          props={{}}
          loading={<p>Our loading</p>}
          unavailable={(retry) => (
            <button type="button" onClick={retry}>
              Our retry
            </button>
          )}
        />
      </RemoteAuthProvider>,
    );
    expect(screen.getByText('Our loading')).toBeInTheDocument();
    loaders.up();
    await userEvent.click(await screen.findByRole('button', { name: 'Our retry' }));
    expect(await screen.findByRole('heading', { name: 'Sign in (or undefined)' })).toBeInTheDocument();
  });

  it('shows a screen whose module arrives after the provider’s, between the screen’s remount and its effects', async () => {
    // The provider's arrival moves the screen under the remote's provider: a new screen, rendered 'loading'. Here the
    // screen's module arrives as the provider commits, before that new screen's effects run (in a page, the network
    // decides when it comes). React schedules those effects as it does in a page, in a task after the commit.
    let provide!: (module: ProviderModule) => void;
    let arrive!: (module: SignInModule) => void;
    const loadProvider = () => new Promise<ProviderModule>((done) => (provide = done));
    const loadSignIn = () => new Promise<SignInModule>((done) => (arrive = done));
    function ProviderArrivingWithTheScreen(props: AuthProviderProps) {
      useLayoutEffect(() => arrive({ default: FakeSignIn }), []);
      return <FakeAuthProvider {...props} />;
    }
    render(
      <RemoteAuthProvider load={loadProvider} navigate={jest.fn()}>
        <RemoteScreen load={loadSignIn} props={{ signUpPath: '/join' }} />
      </RemoteAuthProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      provide({ default: ProviderArrivingWithTheScreen });
      expect(await screen.findByRole('heading', { name: 'Sign in (or /join)' })).toBeInTheDocument();
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

describe('the documented hooks on a direct load, before the remote’s provider has passed the config', () => {
  // The installed package (no local defaults) on a page without window.__THRYVE_CONFIG__: the config is the host's
  // prop of RemoteAuthProvider, which reaches the session only through the remote's provider.
  const packedBuild = globalThis as { __THRYVE_PACKED__?: boolean };
  beforeEach(() => {
    packedBuild.__THRYVE_PACKED__ = true;
  });
  afterEach(() => {
    // Unmounted first: a mounted useSession() would start a session again from the local defaults.
    cleanup();
    stopSession();
    delete packedBuild.__THRYVE_PACKED__;
  });
  const config = {
    apiBaseUrl: 'https://api.partner.example/',
    firebase: { apiKey: 'key', authDomain: 'partner.firebaseapp.com', projectId: 'partner' },
  };

  /** The remote's provider as it starts the page's session: with the config it is given. */
  function StartingProvider({ config: given, children }: AuthProviderProps) {
    const store = useMemo(() => startSession(given), [given]);
    const auth = { ...store.getState(), config: store.config };
    return <AuthContext.Provider value={auth as never}>{children}</AuthContext.Provider>;
  }

  function PartnerPage() {
    const session = useSession();
    const { loading, user } = useAuth();
    const remote = useAuthRemote();
    const { t } = useMessages();
    const auth = loading ? 'loading' : user ? 'signed in' : 'signed out';
    return <p>{`session ${session.status}, auth ${auth}, remote ${remote.status}: ${t('host.loading')}`}</p>;
  }

  /**
   * The error catalogue needs no config: it suspends until it has loaded (loaded here before the page renders, as the
   * session does with Firebase), then says what a failure means.
   */
  function FailureText() {
    const errors = useErrorCatalogue();
    return <p>{`failure ${errors.signInFailure({ code: 'auth/wrong-password' }).code}`}</p>;
  }

  async function renderPartnerPage(load: () => Promise<ProviderModule>) {
    await loadErrorCatalogue();
    render(
      <RemoteAuthProvider load={load} navigate={jest.fn()} config={config}>
        <PartnerPage />
        <Suspense fallback={<p>Catalogue loading</p>}>
          <FailureText />
        </Suspense>
      </RemoteAuthProvider>,
    );
  }

  it('say not ready (loading) and never throw, then follow the session the provider starts', async () => {
    let resolve!: (module: ProviderModule) => void;
    await renderPartnerPage(() => new Promise<ProviderModule>((done) => (resolve = done)));
    expect(screen.getByText('session loading, auth loading, remote loading: Loading…')).toBeInTheDocument();
    expect(screen.getByText('failure sign-in/incorrect-credentials')).toBeInTheDocument();

    await act(async () => resolve({ default: StartingProvider }));
    expect(screen.getByText('session signedOut, auth signed out, remote ready: Loading…')).toBeInTheDocument();
  });

  it('while the remote stays down: the session not ready (nothing has its config), the page up and signed out', async () => {
    await renderPartnerPage(() => Promise.reject(new RemoteUnavailableError('auth_remote/AuthProvider')));
    expect(
      await screen.findByText('session loading, auth signed out, remote unavailable: Loading…'),
    ).toBeInTheDocument();
    expect(globalThis.__thryveSession).toBeUndefined();
  });
});
