// The session store's passkey actions as a unit, with stand-in ceremonies and operations (standInSession.ts).
import { AppError } from '@thryve/contract';

import { rememberChoice } from '../../auth/tokenStorage';
import { resolveConfig } from '../../config/config';
import { authenticate } from '../../passkeys/passkeyCeremonies';
import { signInWithPasskey } from '../../passkeys/passkeySignIn';
import { createSessionStore } from '../sessionStore';
import { ADA, PASSKEY, standIn, tick } from './standInSession';

// The browser's and the API's side of the ceremony (tested in passkeys/__tests__): here it answers a custom token.
jest.mock('../../passkeys/passkeyCeremonies', () => ({ authenticate: jest.fn(), register: jest.fn() }));
const ceremony = jest.mocked(authenticate);

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const browserError = (name: string) => Object.assign(new Error(`The operation failed (${name})`), { name });
const apiError = (status: number, code: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { code, message: 'from the API' } },
  });

function signedOutKit() {
  const kit = standIn({ stored: false });
  const events = { onSignIn: jest.fn(), onError: jest.fn() };
  kit.store.addEventListeners(events);
  return { ...kit, events };
}

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  ceremony.mockReset().mockResolvedValue('custom-token');
  localStorage.clear();
  sessionStorage.clear();
});

describe('signInWithPasskey', () => {
  it('signs in to Firebase with the API’s custom token under Remember me, shows the user and fires onSignIn once', async () => {
    const { store, operations, events } = signedOutKit();

    const user = await store.signInWithPasskey(false);

    expect(ceremony).toHaveBeenCalledWith({ conditional: false, signal: undefined });
    expect(operations.signInWithToken).toHaveBeenCalledWith(expect.anything(), 'custom-token', false);
    expect(user).toEqual(ADA);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', user: ADA });
    expect(rememberChoice()).toBe(false);
    expect(events.onSignIn).toHaveBeenCalledTimes(1);
    expect(events.onSignIn).toHaveBeenCalledWith(ADA);
    expect(events.onError).not.toHaveBeenCalled();
  });

  it('reads a Remember me function when the ceremony completes, not when it starts', async () => {
    const { store, operations } = signedOutKit();
    let remember = false;
    let finish: (token: string) => void = () => undefined;
    ceremony.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    const signal = new AbortController().signal;

    const signingIn = store.signInWithPasskey(() => remember, { conditional: true, signal });
    await tick();
    expect(ceremony).toHaveBeenCalledWith({ conditional: true, signal });
    remember = true;
    finish('custom-token');
    await signingIn;

    expect(operations.signInWithToken).toHaveBeenCalledWith(expect.anything(), 'custom-token', true);
    expect(rememberChoice()).toBe(true);
  });

  it.each([
    ['passkey/not-found', apiError(404, 'passkey_not_found')],
    ['passkey/rejected', apiError(400, 'passkey_rejected')],
    ['passkey/origin-not-allowed', apiError(403, 'passkey_origin_not_allowed')],
    ['auth/too-many-requests', apiError(429, 'rate_limited')],
    ['passkey/cancelled', browserError('NotAllowedError')],
    ['passkey/origin-not-allowed', browserError('SecurityError')],
    ['passkey/unavailable', browserError('NotSupportedError')],
    ['passkey/failed', new Error('Request failed with status code 500')],
  ])('%s: the failure rejects as it came and fires one onError', async (code, failure) => {
    const { store, events, operations } = signedOutKit();
    ceremony.mockRejectedValueOnce(failure);

    await expect(store.signInWithPasskey(true)).rejects.toBe(failure);

    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenCalledWith(expect.objectContaining({ code }));
    expect(events.onSignIn).not.toHaveBeenCalled();
    expect(operations.signInWithToken).not.toHaveBeenCalled();
    expect(store.getSnapshot().status).toBe('signedOut');
  });

  it('reports nothing for an abandoned request, a dismissed autofill, nor an autofill the browser cannot offer', async () => {
    const { store, events } = signedOutKit();
    ceremony
      .mockRejectedValueOnce(browserError('AbortError'))
      .mockRejectedValueOnce(browserError('NotAllowedError'))
      .mockRejectedValueOnce(browserError('NotSupportedError'));

    await expect(store.signInWithPasskey(true, { conditional: true })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(store.signInWithPasskey(true, { conditional: true })).rejects.toMatchObject({
      name: 'NotAllowedError',
    });
    await expect(store.signInWithPasskey(true, { conditional: true })).rejects.toMatchObject({
      name: 'NotSupportedError',
    });
    expect(events.onError).not.toHaveBeenCalled();
  });

  it('reports the API refusing a passkey picked from the autofill', async () => {
    const { store, events } = signedOutKit();
    ceremony.mockRejectedValueOnce(apiError(404, 'passkey_not_found'));

    await expect(store.signInWithPasskey(true, { conditional: true })).rejects.toBeTruthy();
    expect(events.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'passkey/not-found' }));
  });

  it('a Firebase that cannot load rejects with auth/unavailable and one onError; the next try signs in', async () => {
    const kit = standIn({ stored: false, loaded: false });
    const events = { onSignIn: jest.fn(), onError: jest.fn() };
    kit.store.addEventListeners(events);
    kit.firebase.failNextLoad();

    await expect(kit.store.signInWithPasskey(true)).rejects.toMatchObject({ code: 'auth/unavailable' });
    expect(events.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'auth/unavailable' }));

    await expect(kit.store.signInWithPasskey(true)).resolves.toEqual(ADA);
    expect(events.onSignIn).toHaveBeenCalledTimes(1);
  });
});

describe('signInWithPasskey: its code loads on first use', () => {
  it('a passkey code that cannot be loaded rejects with auth/unavailable and one onError; the next try loads it', async () => {
    const kit = standIn({ stored: false });
    let failures = 1;
    const loader = {
      load: jest.fn(async () => {
        if (failures-- > 0) throw new AppError('auth/unavailable', 'Thryve: the passkey code could not be loaded');
        return { signInWithPasskey, register: jest.fn(), list: jest.fn(), remove: jest.fn() };
      }),
      loaded: () => null,
    };
    const store = createSessionStore(resolveConfig(), { ...kit.firebase, passkeys: loader as never });
    const onError = jest.fn();
    store.addEventListeners({ onError });

    await expect(store.signInWithPasskey(true)).rejects.toMatchObject({ code: 'auth/unavailable' });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({
      code: 'auth/unavailable',
      message: 'We could not reach the sign-in service. Check your connection, then try again.',
    });
    await expect(store.signInWithPasskey(true)).resolves.toEqual(ADA);
    expect(loader.load).toHaveBeenCalledTimes(2);
    store.stop();
  });
});

describe('the passkeys of the signed-in user', () => {
  async function signedIn() {
    const kit = standIn();
    kit.auth.emit(null);
    await kit.store.signIn(ADA.email, 'secret-1', true);
    const events = { onError: jest.fn() };
    kit.store.addEventListeners(events);
    return { ...kit, events };
  }

  it('lists, adds (named as asked, or after the browser) and removes them', async () => {
    const { store, account } = await signedIn();

    await expect(store.listPasskeys()).resolves.toEqual([PASSKEY]);
    await expect(store.addPasskey('Work laptop')).resolves.toMatchObject({ name: 'Work laptop' });
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(FIREFOX_ON_WINDOWS);
    await store.addPasskey();
    expect(account.registerPasskey).toHaveBeenLastCalledWith('Firefox on Windows');
    await store.removePasskey('pk-1');
    expect(account.removePasskey).toHaveBeenCalledWith('pk-1');
  });

  it('opens one browser prompt for a double click on Add', async () => {
    const { store, account } = await signedIn();
    const [first, second] = [store.addPasskey('A'), store.addPasskey('A')];
    await Promise.all([first, second]);
    expect(account.registerPasskey).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['passkey-add/already-registered', browserError('InvalidStateError')],
    ['passkey-add/cancelled', browserError('NotAllowedError')],
    ['auth/recent-sign-in-required', apiError(403, 'recent_sign_in_required')],
    ['passkey/rejected', apiError(400, 'passkey_rejected')],
    ['auth/too-many-requests', apiError(429, 'rate_limited')],
    ['passkey-add/failed', new Error('Request failed with status code 500')],
  ])('a failed addition fires one onError %s', async (code, failure) => {
    const { store, account, events } = await signedIn();
    (account.registerPasskey as jest.Mock).mockRejectedValueOnce(failure);
    await expect(store.addPasskey()).rejects.toBe(failure);
    expect(events.onError).toHaveBeenCalledTimes(1);
    expect(events.onError).toHaveBeenCalledWith(expect.objectContaining({ code }));
  });

  it('a failed removal fires passkey-remove/failed; a failed list rejects without onError', async () => {
    const { store, account, events } = await signedIn();
    (account.removePasskey as jest.Mock).mockRejectedValueOnce(new Error('Request failed with status code 500'));
    (account.listPasskeys as jest.Mock).mockRejectedValueOnce(new Error('Request failed with status code 503'));

    await expect(store.removePasskey('pk-1')).rejects.toThrow('500');
    expect(events.onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'passkey-remove/failed' }));
    await expect(store.listPasskeys()).rejects.toThrow('503');
    expect(events.onError).toHaveBeenCalledTimes(1);
  });

  it('each rejects with auth/not-signed-in when nobody is signed in', async () => {
    const kit = standIn();
    kit.auth.emit(null);
    await expect(kit.store.listPasskeys()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    await expect(kit.store.addPasskey()).rejects.toMatchObject({ code: 'auth/not-signed-in' });
    expect(kit.account.registerPasskey).not.toHaveBeenCalled();
  });
});
