// The session store's account actions as a unit, with stand-in operations (standInSession.ts); the Firebase
// operations themselves run against the Auth emulator in auth/__tests__/accountService.int.test.ts.
import type { RegisterPayload, SessionSnapshot } from '@thryve/contract';

import { ADA, standIn, tick } from './standInSession';

const UPDATE = {
  ...{ firstName: 'Augusta', lastName: 'King', username: 'augusta' },
  ...{ birthday: '1815-12-10', height: null, weight: null },
};

/** A Firebase error as the SDK throws it. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

/** An axios error of our API, as the one client rejects with it. */
const apiError = (status: number, code: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { code, message: 'from the API' } },
  });

async function signedIn(options: Parameters<typeof standIn>[0] = {}) {
  const kit = standIn(options);
  kit.auth.emit(null);
  await kit.store.signIn(ADA.email, 'secret-1', true);
  const events = {
    onSignOut: jest.fn(),
    onError: jest.fn(),
    onProfileUpdate: jest.fn(),
    onAccountDelete: jest.fn(),
  };
  kit.store.addEventListeners(events);
  return { ...kit, events };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('account actions: the code loads only when used', () => {
  it('signing in, reading and signing out load no account code; prepareAccount and the first action do', async () => {
    const { store, accountLoads } = await signedIn();
    await store.signOut();
    expect(accountLoads()).toBe(0);

    store.prepareAccount();
    await tick();
    expect(accountLoads()).toBe(1);
  });

  it('an account code that cannot be loaded rejects with auth/unavailable and one onError; the next try loads it', async () => {
    const { store, account, events, failNextAccountLoad, accountLoads } = await signedIn();
    failNextAccountLoad();
    await expect(store.sendVerificationEmail()).rejects.toMatchObject({ code: 'auth/unavailable' });
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenCalledWith({
      code: 'auth/unavailable',
      message: 'We could not reach the sign-in service. Check your connection, then try again.',
    });
    expect(account.sendVerificationEmail).not.toHaveBeenCalled();

    await expect(store.sendVerificationEmail()).resolves.toBeUndefined();
    expect(accountLoads()).toBe(2);
  });
});

describe('completeProfile', () => {
  const COMPLETION = { ...UPDATE, email: ADA.email, profilePicture: null };

  it('registers the profile through the API, renames the Firebase user and fires onProfileUpdate once', async () => {
    const { store, account, events, user } = await signedIn();
    const profile = await store.completeProfile(COMPLETION);
    expect(account.completeProfile).toHaveBeenCalledWith(COMPLETION);
    expect(account.saveProfile).not.toHaveBeenCalled();
    expect(account.renameUser).toHaveBeenCalledWith(user, 'Augusta King');
    expect(store.getSnapshot().user).toEqual({ ...ADA, displayName: 'Augusta King' });
    expect(events.onProfileUpdate).toHaveBeenCalledTimes(1);
    expect(events.onProfileUpdate).toHaveBeenCalledWith(profile);
  });

  it('a refusal (a taken username) rejects with the API error and one onError, nothing renamed', async () => {
    const { store, account, events } = await signedIn();
    const refusal = apiError(409, 'username_taken');
    jest.mocked(account.completeProfile).mockRejectedValue(refusal);
    await expect(store.completeProfile(COMPLETION)).rejects.toBe(refusal);
    expect(events.onError).toHaveBeenCalledWith({
      code: 'profile/username-taken',
      message: 'That username is already taken',
    });
    expect(account.renameUser).not.toHaveBeenCalled();
    expect(events.onProfileUpdate).not.toHaveBeenCalled();
  });
});

describe('updateProfile', () => {
  it('saves through the API, renames the Firebase user, shows the name at once and fires onProfileUpdate once', async () => {
    const { store, account, events, user } = await signedIn();
    const seen: SessionSnapshot[] = [];
    store.subscribe((snapshot) => seen.push(snapshot));

    const profile = await store.updateProfile(UPDATE);

    expect(account.saveProfile).toHaveBeenCalledWith(UPDATE);
    expect(account.renameUser).toHaveBeenCalledWith(user, 'Augusta King');
    expect(profile).toMatchObject({ firstName: 'Augusta', lastName: 'King', username: 'augusta' });
    expect(store.getSnapshot().user).toEqual({ ...ADA, displayName: 'Augusta King' });
    expect(store.getState().user?.displayName).toBe('Augusta King');
    expect(seen).toEqual([store.getSnapshot()]);
    expect(events.onProfileUpdate).toHaveBeenCalledTimes(1);
    expect(events.onProfileUpdate).toHaveBeenCalledWith(profile);
    expect(events.onError).not.toHaveBeenCalled();
  });

  it.each([
    [409, 'username_taken', { code: 'profile/username-taken', message: 'That username is already taken' }],
    [400, 'validation_failed', { code: 'profile/invalid', message: 'Some fields are invalid' }],
    [500, 'internal', { code: 'profile/update-failed', message: 'We couldn’t save your profile. Please try again.' }],
  ])('a refusal (%s %s) rejects with the API error, one onError, nothing renamed', async (status, code, reported) => {
    const { store, account, events } = await signedIn();
    const refusal = apiError(status, code);
    jest.mocked(account.saveProfile).mockRejectedValue(refusal);
    const before = store.getSnapshot();

    await expect(store.updateProfile(UPDATE)).rejects.toBe(refusal);
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenCalledWith(reported);
    expect(account.renameUser).not.toHaveBeenCalled();
    expect(events.onProfileUpdate).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(before);
  });

  it('keeps the saved profile when only the Firebase rename fails: resolves, fires onProfileUpdate, warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, account, events } = await signedIn();
    jest.mocked(account.renameUser).mockRejectedValue(firebaseError('auth/network-request-failed'));
    await expect(store.updateProfile(UPDATE)).resolves.toMatchObject({ firstName: 'Augusta' });
    expect(events.onProfileUpdate).toHaveBeenCalledTimes(1);
    expect(events.onError).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Thryve account: the new name was not set in Firebase', expect.any(Error));
    warn.mockRestore();
  });

  it('rejects when nobody is signed in: AppError auth/not-signed-in and its onError, nothing sent', async () => {
    const { store, auth, account } = standIn();
    auth.emit(null);
    const onError = jest.fn();
    store.addEventListeners({ onError });
    await expect(store.updateProfile(UPDATE)).rejects.toMatchObject({ kind: 'AppError', code: 'auth/not-signed-in' });
    expect(onError).toHaveBeenCalledWith({
      code: 'auth/not-signed-in',
      message: 'You are signed out. Sign in, then try again.',
    });
    expect(account.saveProfile).not.toHaveBeenCalled();
  });
});

describe('changePassword', () => {
  it('changes it in Firebase, then has the API end the older sign-ins; this device stays signed in', async () => {
    const { store, account, events, user, log } = await signedIn();
    jest.mocked(account.changePassword).mockImplementation(async () => void log.push('firebase change'));
    jest.mocked(account.revokeSessions).mockImplementation(async (keep) => void log.push(`revoke keep ${keep}`));

    await store.changePassword('secret-1', 'secret-2');

    expect(account.changePassword).toHaveBeenCalledWith(user, 'secret-1', 'secret-2');
    expect(log).toEqual(['firebase change', 'revoke keep current']);
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(events.onSignOut).not.toHaveBeenCalled();
    expect(events.onError).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/invalid-credential', { code: 'auth/wrong-password', message: 'The password is incorrect' }],
    ['auth/wrong-password', { code: 'auth/wrong-password', message: 'The password is incorrect' }],
    ['auth/weak-password', { code: 'password-change/weak-password', message: 'Password is too weak' }],
    [
      'auth/too-many-requests',
      { code: 'auth/too-many-requests', message: 'Too many requests. Wait a few minutes, then try again.' },
    ],
  ])('Firebase refusing it (%s) rejects as it came, one onError, no revocation', async (code, reported) => {
    const { store, account, events } = await signedIn();
    const refusal = firebaseError(code);
    jest.mocked(account.changePassword).mockRejectedValue(refusal);
    await expect(store.changePassword('wrong', 'secret-2')).rejects.toBe(refusal);
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenCalledWith(reported);
    expect(account.revokeSessions).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('signedIn');
  });

  it('succeeds when only the API revocation fails (Firebase refuses the old sign-ins already), with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, account, events } = await signedIn();
    jest.mocked(account.revokeSessions).mockRejectedValue(apiError(503, 'unavailable'));
    await expect(store.changePassword('secret-1', 'secret-2')).resolves.toBeUndefined();
    expect(events.onError).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Thryve account: the API did not end the other sign-ins', expect.any(Error));
    warn.mockRestore();
  });
});

describe('email verification', () => {
  it('sendVerificationEmail sends it for the signed-in user; a rate limit is one onError', async () => {
    const { store, account, events, user } = await signedIn();
    await store.sendVerificationEmail();
    expect(account.sendVerificationEmail).toHaveBeenCalledWith(user);

    jest.mocked(account.sendVerificationEmail).mockRejectedValue(firebaseError('auth/too-many-requests'));
    await expect(store.sendVerificationEmail()).rejects.toMatchObject({ code: 'auth/too-many-requests' });
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'auth/too-many-requests' }));
  });

  it('refreshUser shows a followed link: a new snapshot with emailVerified true, once', async () => {
    const { store, account, user } = await signedIn();
    const seen: SessionSnapshot[] = [];
    store.subscribe((snapshot) => seen.push(snapshot));
    jest.mocked(account.reloadUser).mockImplementation(async () => {
      Object.assign(user, { emailVerified: true }); // what reload() does once the link was followed
    });

    await store.refreshUser();

    expect(store.getSnapshot().user?.emailVerified).toBe(true);
    expect(store.getState().user?.emailVerified).toBe(true);
    expect(seen).toEqual([store.getSnapshot()]);
    await store.refreshUser(); // nothing changed this time: no new snapshot
    expect(seen).toHaveLength(1);
  });

  it('refreshUser reports a failure as user-refresh/failed', async () => {
    const { store, account, events } = await signedIn();
    jest.mocked(account.reloadUser).mockRejectedValue(firebaseError('auth/internal-error'));
    await expect(store.refreshUser()).rejects.toMatchObject({ code: 'auth/internal-error' });
    expect(events.onError).toHaveBeenCalledWith({
      code: 'user-refresh/failed',
      message: 'We couldn’t check your account right now. Please try again.',
    });
  });

  it('sign-up sends the first verification email, without waiting for it nor failing with it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, auth, account, user } = standIn();
    auth.emit(null);
    jest.mocked(account.sendVerificationEmail).mockRejectedValue(firebaseError('auth/too-many-requests'));
    const onError = jest.fn();
    store.addEventListeners({ onError });

    await expect(store.signUp({ email: ADA.email, password: 'secret-1' } as RegisterPayload)).resolves.toEqual(ADA);
    await tick();
    await tick();
    expect(account.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(account.sendVerificationEmail).toHaveBeenCalledWith(user);
    expect(onError).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(warn).toHaveBeenCalledWith('Thryve sign-up: the verification email was not sent', expect.any(Error));
    warn.mockRestore();
  });
});

describe('signOutEverywhere', () => {
  it('has the API end every sign-in, then signs out here (no logout call); one onSignOut for a double click', async () => {
    const { store, account, operations, events, log } = await signedIn();
    jest.mocked(account.revokeSessions).mockImplementation(async (keep) => void log.push(`revoke keep ${keep}`));

    await Promise.all([store.signOutEverywhere(), store.signOutEverywhere()]);

    expect(log).toEqual(['revoke keep none', 'firebase signOut']);
    expect(operations.endServerSession).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null, role: null });
    expect(localStorage.getItem('thryve_token')).toBeNull();
    expect(events.onSignOut).toHaveBeenCalledTimes(1);
    expect(events.onError).not.toHaveBeenCalled();
  });

  it('stays signed in when the API could not end the sessions, and says so once', async () => {
    const { store, account, events } = await signedIn();
    jest.mocked(account.revokeSessions).mockRejectedValue(apiError(503, 'unavailable'));
    await expect(store.signOutEverywhere()).rejects.toMatchObject({ response: { status: 503 } });
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(events.onSignOut).not.toHaveBeenCalled();
    expect(events.onError).toHaveBeenCalledWith({
      code: 'sign-out-everywhere/failed',
      message: 'We couldn’t sign you out of all devices. Please try again.',
    });
  });
});

describe('deleteAccount', () => {
  it('re-authenticates, refreshes the token, deletes on the API, signs out here: one onAccountDelete, no onSignOut', async () => {
    const { store, account, operations, events, user, log } = await signedIn();
    const getIdToken = jest.spyOn(user, 'getIdToken');
    jest.mocked(account.reauthenticateWithPassword).mockImplementation(async () => void log.push('reauthenticate'));
    jest.mocked(account.deleteAccount).mockImplementation(async () => {
      log.push(`delete (token refreshed: ${getIdToken.mock.calls.some(([force]) => force === true)})`);
    });

    await Promise.all([store.deleteAccount({ password: 'secret-1' }), store.deleteAccount({ password: 'secret-1' })]);

    expect(account.reauthenticateWithPassword).toHaveBeenCalledWith(user, 'secret-1');
    expect(log).toEqual(['reauthenticate', 'delete (token refreshed: true)', 'firebase signOut']);
    expect(operations.endServerSession).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({ status: 'signedOut', user: null, role: null });
    expect(localStorage.getItem('thryve_token')).toBeNull();
    expect(events.onAccountDelete).toHaveBeenCalledTimes(1);
    expect(events.onSignOut).not.toHaveBeenCalled();
    expect(events.onError).not.toHaveBeenCalled();
  });

  it('keeps the account on a wrong password: nothing deleted, one onError auth/wrong-password', async () => {
    const { store, account, events } = await signedIn();
    jest.mocked(account.reauthenticateWithPassword).mockRejectedValue(firebaseError('auth/invalid-credential'));
    await expect(store.deleteAccount({ password: 'wrong' })).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect(account.deleteAccount).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenCalledWith({ code: 'auth/wrong-password', message: 'The password is incorrect' });
    expect(events.onAccountDelete).not.toHaveBeenCalled();
  });

  it('reports an API asking for a recent sign-in, and stays signed in', async () => {
    const { store, account, events } = await signedIn();
    jest.mocked(account.deleteAccount).mockRejectedValue(apiError(403, 'recent_sign_in_required'));
    await expect(store.deleteAccount({ password: 'secret-1' })).rejects.toMatchObject({ response: { status: 403 } });
    expect(store.getSnapshot().status).toBe('signedIn');
    expect(events.onError).toHaveBeenCalledWith({
      code: 'auth/recent-sign-in-required',
      message: 'Sign in again to confirm it is you, then try again',
    });
  });

  it('opens the Google popup within the call when the account code is there, after loading it otherwise', async () => {
    const ready = await signedIn({ accountLoaded: true });
    const deleting = ready.store.deleteAccount({ google: true });
    expect(ready.account.reauthenticateWithGoogle).toHaveBeenCalledTimes(1); // synchronously: still inside the click
    await deleting;
    expect(ready.events.onAccountDelete).toHaveBeenCalledTimes(1);

    const later = await signedIn();
    const waiting = later.store.deleteAccount({ google: true });
    expect(later.account.reauthenticateWithGoogle).not.toHaveBeenCalled();
    await waiting;
    expect(later.account.reauthenticateWithGoogle).toHaveBeenCalledTimes(1);
    expect(later.events.onAccountDelete).toHaveBeenCalledTimes(1);
  });

  it('a closed Google popup is google-cancelled; one replaced by a newer popup reports nothing', async () => {
    const { store, account, events } = await signedIn({ accountLoaded: true });
    jest.mocked(account.reauthenticateWithGoogle).mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
    await expect(store.deleteAccount({ google: true })).rejects.toBeTruthy();
    expect(events.onError).toHaveBeenCalledWith({
      code: 'account-delete/google-cancelled',
      message: 'Google sign-in was cancelled',
    });

    jest.mocked(account.reauthenticateWithGoogle).mockRejectedValueOnce(firebaseError('auth/cancelled-popup-request'));
    await expect(store.deleteAccount({ google: true })).rejects.toBeTruthy();
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(account.deleteAccount).not.toHaveBeenCalled();
  });
});
