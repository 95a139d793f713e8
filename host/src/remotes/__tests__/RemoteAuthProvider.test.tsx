import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteAuthProvider } from '@thryve/federation/react';
import { RemoteUnavailableError } from '@thryve/federation/runtime';
import { AuthContext, type AuthProviderProps, type SignInProps } from '@thryve/shared';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { ProtectedRoute } from '../../routing/ProtectedRoute';
import { signedIn } from '../../test/fakeAuth';
import type { AuthProviderModule, SignInModule } from '../authRemote';
import { RemoteScreen } from '../RemoteScreen';

function FakeAuthProvider({ children }: AuthProviderProps) {
  return <AuthContext.Provider value={signedIn()}>{children}</AuthContext.Provider>;
}

function FakeSignIn({ redirectTo }: SignInProps) {
  return <h1>{`Sign in, then go to ${redirectTo}`}</h1>;
}

const down = () => Promise.reject(new RemoteUnavailableError('auth_remote/AuthProvider'));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderApp(
  path: string,
  loadProvider: () => Promise<AuthProviderModule>,
  loadSignIn?: () => Promise<SignInModule>,
) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteAuthProvider navigate={jest.fn()} load={loadProvider}>
        <Routes>
          <Route
            path="/"
            element={
              <ProtectedRoute>
                <h1>Dashboard</h1>
              </ProtectedRoute>
            }
          />
          <Route
            path="/signin"
            element={loadSignIn ? <RemoteScreen load={loadSignIn} props={{ redirectTo: '/reports' }} /> : null}
          />
        </Routes>
      </RemoteAuthProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('RemoteAuthProvider', () => {
  it('shows Loading… (not sign-in) while the remote provider loads, then the guarded screen', async () => {
    const provider = deferred<AuthProviderModule>();
    renderApp('/', () => provider.promise);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => provider.resolve({ default: FakeAuthProvider }));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('keeps the host up when the remote is down, and recovers with Try again (no reload)', async () => {
    const load = jest
      .fn<Promise<AuthProviderModule>, []>()
      .mockImplementationOnce(down)
      .mockResolvedValueOnce({ default: FakeAuthProvider });
    renderApp('/', load);

    expect(await screen.findByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a provider that crashes while rendering as unavailable', async () => {
    const Crashing = () => {
      throw new Error('boom');
    };
    renderApp('/', () => Promise.resolve({ default: Crashing }));
    expect(await screen.findByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeInTheDocument();
  });
});

describe('RemoteScreen', () => {
  it('shows the unavailable screen when SignIn cannot be loaded, and the screen after Try again', async () => {
    let remoteUp = false;
    const loadSignIn = jest.fn(() =>
      remoteUp
        ? Promise.resolve<SignInModule>({ default: FakeSignIn })
        : Promise.reject(new RemoteUnavailableError('auth_remote/SignIn')),
    );
    const PassThrough = ({ children }: AuthProviderProps) => <>{children}</>;
    renderApp('/signin', () => Promise.resolve({ default: PassThrough }), loadSignIn);

    expect(await screen.findByRole('heading', { name: 'Sign-in is temporarily unavailable' })).toBeInTheDocument();
    remoteUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in, then go to /reports' })).toBeInTheDocument();
  });

  it('retries the provider too when both are down', async () => {
    let remoteUp = false;
    const loadProvider = jest.fn(() =>
      remoteUp ? Promise.resolve<AuthProviderModule>({ default: FakeAuthProvider }) : down(),
    );
    const loadSignIn = jest.fn(() =>
      remoteUp
        ? Promise.resolve<SignInModule>({ default: FakeSignIn })
        : Promise.reject(new RemoteUnavailableError('auth_remote/SignIn')),
    );
    renderApp('/signin', loadProvider, loadSignIn);

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    remoteUp = true;
    await userEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { name: 'Sign in, then go to /reports' })).toBeInTheDocument();
    expect(loadProvider).toHaveBeenCalledTimes(2);
  });
});
