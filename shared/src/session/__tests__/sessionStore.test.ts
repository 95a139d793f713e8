// The session store as a unit: a stand-in for Firebase's Auth, stand-in operations and loaders (standInSession.ts);
// the real Firebase runs in pageSession.int.test.ts and auth-remote's AuthProvider.int.test.tsx.
import type { RegisterPayload, SessionSnapshot } from '@thryve/contract';

import { resolveConfig } from '../../config/config';
import { standInFirebase, type SessionOperations } from '../../testing/standInFirebase';
import { createSessionStore } from '../sessionStore';
import { ADA, FIREBASE_USER_KEY, standIn } from './standInSession';

const PAYLOAD = { email: ADA.email, password: 'secret-1' } as RegisterPayload;

async function signedIn() {
  const kit = standIn();
  kit.auth.emit(null);
  await kit.store.signIn(ADA.email, 'secret-1', true);
  return kit;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('session store: snapshot and subscribe', () => {
  it('is loading until Firebase answers, then signed out; subscribers get each new snapshot until they leave', async () => {
    const { store, auth } = standIn();
    expect(store.getSnapshot()).toEqual({ status: 'loading', user: null, role: null });
    const seen: SessionSnapshot[] = [];
    const unsubscribe = store.subscribe((snapshot) => seen.push(snapshot));
    auth.emit(null);
    expect(seen).toEqual([{ status: 'signedOut', user: null, role: null }]);
    expect(store.getSnapshot()).toBe(seen[0]);

    unsubscribe();
    await store.signIn(ADA.email, 'secret-1', true);
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(seen).toHaveLength(1);
  });

  it('signs in: user and role in the snapshot, no token there; the token stored under thryve_token', async () => {
    const { store } = await signedIn();
    const snapshot = store.getSnapshot();
    expect(snapshot).toEqual({ status: 'signedIn', user: ADA, role: 'admin' });
    expect(JSON.stringify(snapshot)).not.toContain(store.getState().token ?? 'no token');
    expect(localStorage.getItem('thryve_token')).toBe(store.getState().token);
    expect(await store.getIdToken()).toEqual(expect.any(String));
  });

  it('keeps the snapshot (and calls no listener) when only the token changes', async () => {
    const { store, auth } = await signedIn();
    const before = store.getSnapshot();
    const listener = jest.fn();
    const stateChanges = jest.fn();
    store.subscribe(listener);
    store.subscribeState(stateChanges);
    auth.signInAs(); // a token refresh
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stateChanges).toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('session store: events, each exactly once', () => {
  it('fires onSignIn once per sign-in, not for token refreshes nor for a session restored on load', async () => {
    const { store, auth } = standIn();
    const onSignIn = jest.fn();
    store.addEventListeners({ onSignIn });
    auth.signInAs(); // restored from persistence
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(onSignIn).not.toHaveBeenCalled();

    await store.signIn(ADA.email, 'secret-1', true);
    auth.signInAs();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledWith(ADA);
  });

  it('signs up once on a double call: one account, one onSignUp, no onSignIn; held out of the state until registered', async () => {
    const { store, auth, operations } = standIn();
    auth.emit(null);
    let finish: () => void = () => undefined;
    jest.mocked(operations.createAccount).mockImplementation(
      () =>
        new Promise((resolve) => {
          // Firebase signs the new user in before the API has registered them: not published yet.
          const user = auth.signInAs();
          finish = () => resolve(user);
        }),
    );
    const events = { onSignIn: jest.fn(), onSignUp: jest.fn(), onError: jest.fn() };
    store.addEventListeners(events);

    const first = store.signUp(PAYLOAD);
    const second = store.signUp(PAYLOAD);
    expect(second).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getSnapshot().status).toBe('signedOut');

    finish();
    await expect(first).resolves.toEqual(ADA);
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', user: ADA, role: 'admin' });
    expect(operations.createAccount).toHaveBeenCalledTimes(1);
    expect(events.onSignUp).toHaveBeenCalledTimes(1);
    expect(events.onSignUp).toHaveBeenCalledWith(ADA);
    expect(events.onSignIn).not.toHaveBeenCalled();
    expect(events.onError).not.toHaveBeenCalled();
  });

  it('fires one onError with a stable code and the message the screen shows, and rejects with the original error', async () => {
    const { store, operations } = standIn();
    const failure = Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
      code: 'auth/invalid-credential',
    });
    jest.mocked(operations.signInWithEmail).mockRejectedValue(failure);
    const onError = jest.fn();
    store.addEventListeners({ onError });
    await expect(store.signIn(ADA.email, 'wrong', true)).rejects.toBe(failure);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({
      code: 'sign-in/incorrect-credentials',
      message: 'Incorrect username or password',
    });
  });

  it('keeps going when a listener throws: the action succeeds and the other listeners still hear it', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, auth } = standIn();
    auth.emit(null);
    const other = jest.fn();
    store.addEventListeners({
      onSignIn: () => {
        throw new Error('host bug');
      },
    });
    const off = store.addEventListeners({ onSignIn: other });
    await expect(store.signIn(ADA.email, 'secret-1', true)).resolves.toEqual(ADA);
    expect(other).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Thryve auth: an onSignIn listener threw', expect.any(Error));
    off();
    await store.signIn(ADA.email, 'secret-1', true);
    expect(other).toHaveBeenCalledTimes(1);
    consoleError.mockRestore();
  });
});

describe('session store: signOut', () => {
  it('ends the server session while still signed in, then signs out: user, token and role all cleared', async () => {
    const { store, log } = await signedIn();
    const onSignOut = jest.fn();
    store.addEventListeners({ onSignOut });
    await Promise.all([store.signOut(), store.signOut()]); // a double click
    expect(log).toEqual(['server logout (signed in: true)', 'firebase signOut']);
    expect(store.getState()).toEqual({ user: null, loading: false, token: null, role: null });
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null, role: null });
    expect(localStorage.getItem('thryve_token')).toBeNull();
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('signs out once when the API refuses the session (no API call: it ended it), and says so until the next sign-in', async () => {
    const { store, log } = await signedIn();
    const onSignOut = jest.fn();
    store.addEventListeners({ onSignOut });
    await Promise.all([store.sessionRefused(), store.sessionRefused()]); // two refused calls at once
    expect(log).toEqual(['firebase signOut']);
    expect(store.getState()).toEqual({ user: null, loading: false, token: null, role: null, sessionRefused: true });
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null, role: null });
    expect(localStorage.getItem('thryve_token')).toBeNull();
    expect(onSignOut).toHaveBeenCalledTimes(1);

    await store.sessionRefused(); // a late refused call, signed out already: nothing more
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await store.signIn(ADA.email, 'secret-1', true);
    expect(store.getState().sessionRefused).toBeUndefined();
  });

  it('an open page whose refresh Firebase refuses (the sign-in revoked, the account disabled) is signed out and says so', async () => {
    const { store, auth } = await signedIn();
    const onSignOut = jest.fn();
    store.addEventListeners({ onSignOut });
    // What Firebase does when a token refresh of this sign-in fails for good: it signs the page out by itself.
    auth.currentUser = null;
    auth.emit(null);
    expect(store.getState()).toEqual({ user: null, loading: false, token: null, role: null, sessionRefused: true });
    expect(localStorage.getItem('thryve_token')).toBeNull();
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await store.signIn(ADA.email, 'secret-1', true);
    expect(store.getState().sessionRefused).toBeUndefined();
  });

  it.each([
    ['Logout here', (kit: Awaited<ReturnType<typeof signedIn>>) => kit.store.signOut()],
    [
      'Logout in another tab (its token removed, then Firebase follows)',
      async (kit: Awaited<ReturnType<typeof signedIn>>) => {
        localStorage.removeItem('thryve_token');
        kit.auth.currentUser = null;
        kit.auth.emit(null);
      },
    ],
  ])('a sign-out of the page itself (%s) is not told a session ended', async (_case, signOut) => {
    const kit = await signedIn();
    await signOut(kit);
    expect(kit.store.getState()).toEqual({ user: null, loading: false, token: null, role: null });
  });

  it('does not call the API (nor fire onSignOut) when nobody is signed in, and still signs out of Firebase', async () => {
    const { store, log, operations } = standIn();
    const onSignOut = jest.fn();
    store.addEventListeners({ onSignOut });
    await store.signOut();
    expect(operations.endServerSession).not.toHaveBeenCalled();
    expect(log).toEqual(['firebase signOut']);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(store.getState().role).toBeNull();
  });

  it('stops listening to Firebase when stopped', async () => {
    const { store, auth } = standIn();
    const listener = jest.fn();
    store.subscribe(listener);
    store.stop();
    auth.emit(null);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('loading');
  });
});

describe('session store: Firebase loads when needed', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('a first visit is signed out at once and loads no Firebase for reading, subscribing, tokens or sign-out', async () => {
    const { store, firebase, operations } = standIn({ stored: false, loaded: false });
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null, role: null });
    expect(store.getState().loading).toBe(false);
    const listener = jest.fn();
    store.subscribe(listener);
    expect(await store.getIdToken()).toBeNull();
    await store.signOut();
    await tick();
    expect(firebase.loads).toBe(0);
    expect(operations.endServerSession).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([
    ['our token in sessionStorage', () => sessionStorage.setItem('thryve_token', 't')],
    ["Firebase's user in localStorage", () => localStorage.setItem(FIREBASE_USER_KEY, '{}')],
    ["Firebase's user in sessionStorage", () => sessionStorage.setItem(FIREBASE_USER_KEY, '{}')],
  ])('a remembered user (%s) stays loading until Firebase answers: Firebase loads at once', async (_where, store) => {
    store();
    const kit = standIn({ stored: false, loaded: false });
    expect(kit.store.getSnapshot().status).toBe('loading');
    expect(kit.firebase.loads).toBe(1);
    await tick();
    await tick();
    expect(kit.store.getSnapshot().status).toBe('loading'); // loaded, but Firebase has not said who yet
    kit.auth.signInAs(); // restored from persistence
    await tick();
    expect(kit.store.getSnapshot()).toEqual({ status: 'signedIn', user: ADA, role: 'admin' });
  });

  it('a stored sign-in Firebase no longer has (ended elsewhere) is signed out and said to have ended, until the next sign-in', async () => {
    localStorage.setItem('thryve_token', 'a token of the ended sign-in');
    const kit = standIn({ stored: false, loaded: false });
    await tick();
    kit.auth.emit(null); // Firebase dropped the stored user: its refresh token was revoked
    await tick();
    expect(kit.store.getState()).toEqual({ user: null, loading: false, token: null, role: null, sessionRefused: true });
    expect(localStorage.getItem('thryve_token')).toBeNull();
    kit.auth.emit(null); // a later answer (another tab signed out) says nothing more, and changes nothing
    expect(kit.store.getState().sessionRefused).toBe(true);
    await kit.store.signIn(ADA.email, 'secret-1', true);
    expect(kit.store.getState().sessionRefused).toBeUndefined();
  });

  it('a first visit that Firebase finds signed out is not told a session ended', async () => {
    const { store, auth } = standIn();
    auth.emit(null);
    await tick();
    expect(store.getState()).toEqual({ user: null, loading: false, token: null, role: null });
  });

  it("another Firebase app's stored user (a host's own) is not ours: signed out at once", () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    const { store, firebase } = standIn({ stored: false, loaded: false });
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(firebase.loads).toBe(0);
  });

  it('signs in on a first visit: Firebase loads once for prepare and the action together, then the user is in', async () => {
    const { store, firebase, operations } = standIn({ stored: false, loaded: false });
    store.prepare();
    store.prepare();
    await expect(store.signIn(ADA.email, 'secret-1', true)).resolves.toEqual(ADA);
    expect(firebase.loads).toBe(1);
    expect(operations.signInWithEmail).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('signedIn');
    await expect(store.firebaseAuth()).resolves.toBe(jest.mocked(operations.signInWithEmail).mock.calls[0][0]);
  });

  it('a failed load of Firebase rejects the action with auth/unavailable and one onError; the next try loads again', async () => {
    const { store, firebase, operations } = standIn({ stored: false, loaded: false });
    const onError = jest.fn();
    store.addEventListeners({ onError });
    firebase.failNextLoad();
    await expect(store.signIn(ADA.email, 'secret-1', true)).rejects.toMatchObject({ code: 'auth/unavailable' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({
      code: 'auth/unavailable',
      message: 'We could not reach the sign-in service. Check your connection, then try again.',
    });
    expect(operations.signInWithEmail).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('signedOut');

    await expect(store.signIn(ADA.email, 'secret-1', true)).resolves.toEqual(ADA);
    expect(firebase.loads).toBe(2);
  });

  it.each([
    ['sign-up', (store: ReturnType<typeof standIn>['store']) => store.signUp(PAYLOAD)],
    ['password reset', (store: ReturnType<typeof standIn>['store']) => store.resetPassword(ADA.email)],
    ['Google', (store: ReturnType<typeof standIn>['store']) => store.signInWithGoogle(true)],
  ])('%s reports a failed load of Firebase as auth/unavailable too', async (_action, act) => {
    const { store, firebase } = standIn({ stored: false, loaded: false });
    const onError = jest.fn();
    store.addEventListeners({ onError });
    firebase.failNextLoad();
    await expect(act(store)).rejects.toMatchObject({ code: 'auth/unavailable' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'auth/unavailable' }));
  });

  it('a remembered user whose Firebase cannot load is signed out (not loading forever), and told in the console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(FIREBASE_USER_KEY, '{}');
    const auth = { currentUser: null, onIdTokenChanged: () => () => undefined };
    const firebase = standInFirebase(auth, {} as SessionOperations, { loaded: false });
    firebase.failNextLoad();
    const store = createSessionStore(resolveConfig(), firebase);
    expect(store.getSnapshot().status).toBe('loading');
    await tick();
    await tick();
    expect(store.getSnapshot().status).toBe('signedOut');
    expect(consoleError).toHaveBeenCalledWith(
      'Thryve auth: Firebase could not be loaded to restore the session',
      expect.objectContaining({ code: 'auth/unavailable' }),
    );
    consoleError.mockRestore();
  });

  it('opens the Google popup within the call when Firebase is there, and after the load when it is not', async () => {
    const ready = standIn({ stored: false, loaded: true });
    const signedInWithGoogle = ready.store.signInWithGoogle(true);
    expect(ready.operations.signInWithGoogle).toHaveBeenCalledTimes(1); // synchronously: still inside the click
    await expect(signedInWithGoogle).resolves.toEqual(ADA);

    const later = standIn({ stored: false, loaded: false });
    const waiting = later.store.signInWithGoogle(true);
    expect(later.operations.signInWithGoogle).not.toHaveBeenCalled();
    await expect(waiting).resolves.toEqual(ADA);
    expect(later.operations.signInWithGoogle).toHaveBeenCalledTimes(1);
  });

  it('loads Firebase when another tab stores a session (a sign-in there), so this tab follows it', async () => {
    const { store, firebase, auth } = standIn({ stored: false, loaded: false });
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(firebase.loads).toBe(0);
    window.dispatchEvent(new StorageEvent('storage', { key: FIREBASE_USER_KEY, newValue: '{}' }));
    expect(firebase.loads).toBe(1);
    await tick();
    auth.signInAs(); // Firebase's local persistence brings the other tab's user
    await tick();
    expect(store.getSnapshot().status).toBe('signedIn');
  });
});
