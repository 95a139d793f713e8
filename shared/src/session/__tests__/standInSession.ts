// The session store's unit-test kit: a stand-in for Firebase's Auth (an object with the methods Firebase's modular
// functions call on it), stand-in operations and stand-in loaders; the real Firebase runs in the *.int.test.ts.
import { AppError, type Passkey } from '@thryve/contract';
import type { User } from 'firebase/auth';

import { resolveConfig } from '../../config/config';
import { signInWithPasskey } from '../../passkeys/passkeySignIn';
import { standInFirebase, type SessionOperations } from '../../testing/standInFirebase';
import { createAccountActions, type AccountOperations } from '../accountActions';
import type { AccountPart, PasskeyPart, SessionParts } from '../parts';
import { createSessionStore } from '../sessionStore';

/** An unsigned ID token with the claims Firebase's getIdTokenResult reads. */
export function idToken(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ iat: now, exp: now + 3600, auth_time: now, ...claims })}.sig`;
}

/** The signed-in user as the snapshot shows her. */
export const ADA = { uid: 'u1', displayName: 'Ada Lovelace', email: 'ada@example.com', emailVerified: false };

/** Where Firebase keeps the user of our app (`thryve`) under its local persistence. */
export const FIREBASE_USER_KEY = 'firebase:authUser:demo-api-key:thryve';

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The operations of the account's passkeys (the passkey part's), each a jest mock. */
interface PasskeyOperations {
  listPasskeys(): Promise<Passkey[]>;
  registerPasskey(name?: string): Promise<Passkey>;
  removePasskey(id: string): Promise<void>;
}

/** Account operations that succeed, changing the stand-in user as Firebase would; each a jest mock. */
function accountOperations(user: User & { emailVerified: boolean }): AccountOperations & PasskeyOperations {
  return {
    saveProfile: jest.fn(async (payload) => ({
      ...{ id: user.uid, email: user.email ?? '', role: null, pictureUrl: null, emailVerified: user.emailVerified },
      ...{ firstName: payload.firstName, lastName: payload.lastName, username: payload.username },
      ...{ birthday: payload.birthday, height: payload.height, weight: payload.weight },
      ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' },
    })),
    completeProfile: jest.fn(async (payload) => ({
      ...{ id: user.uid, email: payload.email, role: null, pictureUrl: null, emailVerified: user.emailVerified },
      ...{ firstName: payload.firstName, lastName: payload.lastName, username: payload.username },
      ...{ birthday: payload.birthday, height: payload.height, weight: payload.weight },
      ...{ createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
    })),
    renameUser: jest.fn(async (_user, displayName) => {
      Object.assign(user, { displayName });
    }),
    changePassword: jest.fn(async () => undefined),
    revokeSessions: jest.fn(async () => undefined),
    sendVerificationEmail: jest.fn(async () => undefined),
    reloadUser: jest.fn(async () => undefined),
    reauthenticateWithPassword: jest.fn(async () => undefined),
    reauthenticateWithGoogle: jest.fn(async () => undefined),
    deleteAccount: jest.fn(async () => undefined),
    listPasskeys: jest.fn(async () => [PASSKEY]),
    registerPasskey: jest.fn(async (name?: string) => ({ ...PASSKEY, id: 'pk-new', name: name ?? 'unnamed' })),
    removePasskey: jest.fn(async () => undefined),
  };
}

/** A passkey of Ada's, as the API lists it. */
export const PASSKEY = { id: 'pk-1', name: 'Chrome on Linux', createdAt: '2026-01-01T00:00:00.000Z', lastUsedAt: null };

/**
 * The passkey part, there from the start: the real sign-in (its ceremony, `passkeyCeremonies.authenticate`, is the
 * test's to mock), and the account's passkey operations (`account.registerPasskey`, …: jest mocks).
 */
function standInPasskeys(account: PasskeyOperations): SessionParts['passkeys'] {
  const code = {
    signInWithPasskey,
    register: account.registerPasskey,
    list: account.listPasskeys,
    remove: account.removePasskey,
  } as unknown as typeof PasskeyPart;
  return { load: async () => code, loaded: () => code };
}

/**
 * A loader of the account code: the real actions with stand-in operations, there from the start (`loaded`), or on
 * the next tick when asked.
 */
function standInAccount(operations: AccountOperations, loaded: boolean) {
  const code = { createAccountActions, ...operations } as unknown as typeof AccountPart;
  let ready = loaded;
  let loads = 0;
  let failures = 0;
  let loading: Promise<typeof code> | null = null;
  // Like the page's loader: one load at a time, and a failed one is forgotten (the next call loads again).
  const loader: SessionParts['account'] = {
    load() {
      loading ??= (async () => {
        loads += 1;
        await tick();
        if (failures > 0) {
          failures -= 1;
          loading = null;
          throw new AppError('auth/unavailable', 'Thryve: the account code could not be loaded');
        }
        ready = true;
        return code;
      })();
      return loading;
    },
    loaded: () => (ready ? code : null),
  };
  return { loader, loads: () => loads, failNextLoad: () => void (failures += 1) };
}

/**
 * `stored` (default): a user is stored in the browser (a returning visitor), so the store waits for Firebase, which
 * has loaded (`loaded`, default). `stored: false`: a first visit; `loaded: false`: Firebase loads only when asked.
 * `accountLoaded` (default false): the account operations load only when an account action asks.
 */
export function standIn({
  stored = true,
  loaded = true,
  accountLoaded = false,
}: { stored?: boolean; loaded?: boolean; accountLoaded?: boolean } = {}) {
  const log: string[] = [];
  let listener: ((user: User | null) => void) | null = null;
  const user = {
    ...ADA,
    providerData: [{ providerId: 'password' }],
    getIdToken: async () => idToken({ role: 'admin' }),
  } as unknown as User & { emailVerified: boolean };
  const auth = {
    currentUser: null as User | null,
    onIdTokenChanged(next: (user: User | null) => void) {
      listener = next;
      return () => {
        listener = null;
      };
    },
    async signOut() {
      log.push('firebase signOut');
      auth.currentUser = null;
      listener?.(null);
    },
    /** What Firebase does when a user signs in (or a token is refreshed): sets currentUser, tells the listener. */
    signInAs() {
      auth.currentUser = user;
      listener?.(user);
      return user;
    },
    emit: (value: User | null) => listener?.(value),
  };
  const operations: Required<SessionOperations> = {
    signInWithEmail: jest.fn(async () => auth.signInAs()),
    signInWithGoogle: jest.fn(async () => auth.signInAs()),
    signInWithToken: jest.fn(async () => auth.signInAs()),
    createAccount: jest.fn(async () => auth.signInAs()),
    applyPersistence: jest.fn(async () => undefined),
    requestPasswordReset: jest.fn(async () => undefined),
    endServerSession: jest.fn(async () => {
      log.push(`server logout (signed in: ${auth.currentUser !== null})`);
    }),
  };
  const account = accountOperations(user);
  const accountLoader = standInAccount(account, accountLoaded);
  if (stored) localStorage.setItem(FIREBASE_USER_KEY, '{}');
  const firebase = standInFirebase(auth, operations, { loaded });
  const parts = { firebase: firebase.firebase, account: accountLoader.loader, passkeys: standInPasskeys(account) };
  const store = createSessionStore(resolveConfig(), parts);
  return {
    ...{ auth, store, operations, account, log, user, firebase },
    accountLoads: accountLoader.loads,
    failNextAccountLoad: accountLoader.failNextLoad,
  };
}
