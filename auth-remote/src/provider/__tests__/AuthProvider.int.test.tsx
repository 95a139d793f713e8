/**
 * @jest-environment ./auth-remote/src/test/jsdomWithFetchEnvironment.cjs
 */
// The real AuthProvider and SignIn screen against the Auth emulator (no mocks). Jest loads Firebase's Node build,
// whose Firebase-internal persistence is in memory; what is checked here is the product's own storage of
// `thryve_token`. Firebase's browser persistence across restarts and tabs is left to the Playwright tests.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import '@testing-library/jest-dom';

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AuthEvents } from '@thryve/contract';
import { getIdToken, getSession, signOut, stopSession, TOKEN_STORAGE_KEY, useAuth } from '@thryve/shared';
import type { ReactNode } from 'react';

import {
  authEmulator,
  claimsOf,
  EMULATOR_PROJECT_ID as PROJECT_ID,
  uniqueEmail,
} from '../../../../scripts/testing/authEmulator';
import { SignIn } from '../../sign-in/SignIn';
import { AuthProvider } from '../AuthProvider';

/**
 * A stand-in for the product API (the API itself is tested in api/): it records the logout calls it gets and
 * answers them as `api.answer` says (null: never), a profile save with the saved profile, and the account's
 * deletion. It answers the browser's CORS preflight like the real one.
 */
const api = {
  server: null as Server | null,
  baseUrl: '',
  answer: 204 as number | null,
  logouts: [] as IncomingHttpHeaders[],
  deletions: 0,
};

const UPDATE = {
  firstName: 'Augusta',
  lastName: 'King',
  username: 'augusta',
  birthday: null,
  height: null,
  weight: null,
};

/** What the stand-in API answers a profile save with. */
const SAVED = {
  ...UPDATE,
  id: 'uid',
  email: 'e',
  role: null,
  pictureUrl: null,
  emailVerified: false,
  createdAt: '',
  updatedAt: '',
};

function startApi(): Promise<void> {
  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
        'access-control-allow-headers': 'authorization, content-type',
      });
      res.end();
      return;
    }
    if (req.method === 'POST' && req.url === '/api/Identity/logout') api.logouts.push(req.headers);
    if (req.method === 'PATCH' && req.url === '/api/Identity/user') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(SAVED));
      return;
    }
    if (req.method === 'DELETE' && req.url === '/api/Identity/user') api.deletions += 1;
    if (api.answer !== null) res.writeHead(api.answer).end();
  });
  api.server = server;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      api.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      resolve();
    }),
  );
}

function Probe() {
  const { loading, user, role, token, signOut } = useAuth();
  if (loading) return <p>loading</p>;
  return (
    <div>
      <p data-testid="who">{user ? `${user.email} as ${role ?? 'no role'}` : 'signed out'}</p>
      <p data-testid="token">{token ?? ''}</p>
      <p data-testid="role">{role === null ? 'null' : role}</p>
      {user && <button onClick={() => void signOut()}>Log out</button>}
    </div>
  );
}

function renderApp(events: AuthEvents = {}, extra: ReactNode = null) {
  const navigate = jest.fn();
  render(
    <AuthProvider
      config={{
        authEmulatorUrl: process.env.THRYVE_AUTH_EMULATOR_URL,
        apiBaseUrl: api.baseUrl,
        firebase: { projectId: PROJECT_ID },
      }}
      navigate={navigate}
      {...events}
    >
      <Probe />
      <SignIn />
      {extra}
    </AuthProvider>,
  );
  return { navigate, user: userEvent.setup() };
}

async function account(role?: string) {
  const email = uniqueEmail('provider');
  const { uid } = await authEmulator().signUp(email, 'secret-1', { displayName: 'Ada Lovelace' });
  if (role) await authEmulator().setClaims(uid, { role });
  return { email, password: 'secret-1', uid };
}

async function signInThroughScreen(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeAll(async () => {
  if (!process.env.THRYVE_AUTH_EMULATOR_URL) throw new Error('Run through scripts/with-auth-emulator.mjs');
  await startApi();
});
afterAll(async () => {
  api.server?.closeAllConnections();
  await new Promise((resolve) => api.server?.close(resolve));
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api.answer = 204;
  api.logouts = [];
  api.deletions = 0;
});
afterEach(async () => {
  // A test that ends signed in signs out, and waits until Firebase has told the provider (else that update lands
  // after the test, outside act).
  const logout = screen.queryByRole('button', { name: 'Log out' });
  if (!logout) return;
  await act(async () => logout.click());
  await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed out'));
});
// One session per page: each test starts its own (the last one points at another API).
afterEach(() => stopSession());

describe('AuthProvider with the Auth emulator', () => {
  it('signs in with Remember me off: role from the claim, token in sessionStorage only; sign-out clears it', async () => {
    const { email, password } = await account('coach');
    const { navigate, user } = renderApp();
    expect(await screen.findByTestId('who')).toHaveTextContent('signed out');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await signInThroughScreen(user, email, password);

    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(`${email} as coach`));
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    // The provider's forced refresh may replace the token once more (a new `iat` when a second has passed): the
    // stored token and the published one agree once it has settled.
    await waitFor(() =>
      expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe(screen.getByTestId('token').textContent),
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    const token = screen.getByTestId('token').textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed out'));
    // Logout clears user, token and role (spec section 4), and first ended the session on the server with a
    // token of this sign-in (sent while Firebase still had it). Of this sign-in: the same user and `auth_time`.
    // Not necessarily the same string: the provider's forced refresh may still replace the token (a new `iat`)
    // between the check above and the click.
    expect(screen.getByTestId('token')).toHaveTextContent('');
    expect(screen.getByTestId('role')).toHaveTextContent('null');
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(api.logouts).toHaveLength(1);
    const sent = /^Bearer (.+)$/.exec(api.logouts[0].authorization ?? '')?.[1] ?? '';
    const signInOf = (jwt: string) => {
      const claims = claimsOf(jwt);
      return { user: claims.user_id, authTime: claims.auth_time, email: claims.email };
    };
    expect(signInOf(sent)).toEqual(signInOf(token));
    expect(signInOf(sent)).toEqual(expect.objectContaining({ email }));
  });

  it.each<[string, number | null]>([
    ['fails', 500],
    ['never answers', null],
  ])('signs out on this device when the API %s, with a warning', async (_case, answer) => {
    api.answer = answer;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { email, password } = await account('coach');
      const { user } = renderApp();
      await signInThroughScreen(user, email, password);
      await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(`${email} as coach`));

      await user.click(screen.getByRole('button', { name: 'Log out' }));
      await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed out'), { timeout: 10_000 });
      expect(screen.getByTestId('role')).toHaveTextContent('null');
      expect(screen.getByTestId('token')).toHaveTextContent('');
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(api.logouts).toHaveLength(1);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('signed out on this device only'));
    } finally {
      warn.mockRestore();
    }
  });

  it('signs in with Remember me on: token in localStorage; a sign-out in another tab signs this one out', async () => {
    const { email, password } = await account();
    const { user } = renderApp();
    await signInThroughScreen(user, email, password);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(`${email} as no role`));
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(screen.getByTestId('token').textContent));
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    // What the browser delivers here when another tab of the remembered session signs out.
    const old = localStorage.getItem(TOKEN_STORAGE_KEY);
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: TOKEN_STORAGE_KEY,
          oldValue: old,
          newValue: null,
          storageArea: localStorage,
        }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed out'));
  });

  it('an open page whose next token refresh Firebase refuses is signed out, and says the session ended', async () => {
    const { email, password, uid } = await account();
    const onSignOut = jest.fn();
    const { user } = renderApp({ onSignOut });
    await signInThroughScreen(user, email, password);
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(`${email} as no role`));
    expect(screen.getByRole('status')).not.toHaveTextContent('Your session has ended');

    // The account disabled (as a revoked sign-in on Firebase itself: the emulator's token endpoint ignores
    // revocation), then the page's next refresh, as Firebase's hourly one or the API client's after a 401.
    await authEmulator().disable(uid);
    await act(async () => {
      await expect(getIdToken(true)).rejects.toMatchObject({ code: 'auth/user-disabled' });
    });
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed out'));
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('signs up once on a double submit and leaves no account when the API is down', async () => {
    const email = `down-${randomUUID().slice(0, 8)}@example.test`;
    const payload = {
      ...{ firstName: 'Ada', lastName: 'Lovelace', email, username: 'ada', password: 'secret-1' },
      ...{ confirmPassword: 'secret-1', birthday: null, height: null, weight: null, profilePicture: null },
    };
    const outcomes: Promise<unknown>[] = [];
    function DoubleCreate() {
      const { signUp } = useAuth();
      return <button onClick={() => outcomes.push(signUp(payload), signUp(payload))}>Create twice</button>;
    }
    render(
      <AuthProvider
        config={{ authEmulatorUrl: process.env.THRYVE_AUTH_EMULATOR_URL, apiBaseUrl: 'http://127.0.0.1:9/' }}
      >
        <Probe />
        <DoubleCreate />
      </AuthProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Create twice' }));
    expect(outcomes[0]).toBe(outcomes[1]);
    // Inside act: the provider deletes the new account before it rejects, and Firebase reports that to it.
    await act(() => expect(outcomes[0]).rejects.toMatchObject({ code: 'registration/failed' }));
    expect(await authEmulator().findAccount(email)).toBeNull();
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
  });

  it('shows "Incorrect username or password" for a wrong password and an unknown email', async () => {
    const { email } = await account();
    const { user, navigate } = renderApp();
    await signInThroughScreen(user, email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    await user.clear(screen.getByLabelText('Email'));
    await user.clear(screen.getByLabelText('Password'));
    await signInThroughScreen(user, `nobody-${randomUUID().slice(0, 8)}@example.test`, 'secret-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('fires its events once each, and the session API sees exactly what useAuth sees', async () => {
    const { email, password } = await account('coach');
    const events = { onSignIn: jest.fn(), onSignUp: jest.fn(), onSignOut: jest.fn(), onError: jest.fn() };
    const { user } = renderApp(events);
    expect(await screen.findByTestId('who')).toHaveTextContent('signed out');
    expect(getSession()).toEqual({ status: 'signedOut', user: null, role: null });

    await signInThroughScreen(user, email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenCalledWith({
      code: 'sign-in/incorrect-credentials',
      message: 'Incorrect username or password',
    });

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent(`${email} as coach`));
    expect(getSession()).toMatchObject({
      status: 'signedIn',
      user: { email, displayName: 'Ada Lovelace' },
      role: 'coach',
    });
    expect(events.onSignIn).toHaveBeenCalledTimes(1);
    expect(events.onSignIn).toHaveBeenCalledWith({
      ...{ uid: getSession().user?.uid, email, displayName: 'Ada Lovelace' },
      emailVerified: false,
    });

    // Signed out through the framework-agnostic API: the React view follows at once.
    await act(() => signOut());
    expect(screen.getByTestId('who')).toHaveTextContent('signed out');
    expect(events.onSignOut).toHaveBeenCalledTimes(1);
    expect(events.onSignUp).not.toHaveBeenCalled();
    expect(events.onSignIn).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenCalledTimes(1);
  });

  it('gives useAuth the account actions and forwards onProfileUpdate and onAccountDelete, once each', async () => {
    const { email, password } = await account();
    function AccountProbe() {
      const { user, updateProfile, deleteAccount } = useAuth();
      if (!user) return null;
      return (
        <div>
          <p data-testid="name">{user.displayName}</p>
          <button onClick={() => void updateProfile(UPDATE)}>Save</button>
          <button onClick={() => void deleteAccount({ password })}>Delete account</button>
        </div>
      );
    }
    const events = { onProfileUpdate: jest.fn(), onAccountDelete: jest.fn(), onSignOut: jest.fn(), onError: jest.fn() };
    const { user } = renderApp(events, <AccountProbe />);
    await signInThroughScreen(user, email, password);
    await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('Ada Lovelace'));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('name')).toHaveTextContent('Augusta King'));
    expect(events.onProfileUpdate).toHaveBeenCalledTimes(1);
    expect(events.onProfileUpdate).toHaveBeenCalledWith(SAVED);
    expect(getSession().user?.displayName).toBe('Augusta King');

    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('signed out'));
    expect(api.deletions).toBe(1);
    expect(api.logouts).toHaveLength(0);
    expect(events.onAccountDelete).toHaveBeenCalledTimes(1);
    expect(events.onSignOut).not.toHaveBeenCalled();
    expect(events.onError).not.toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
