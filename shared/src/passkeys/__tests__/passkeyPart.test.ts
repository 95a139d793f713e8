// The passkey chunk with the real @simplewebauthn/browser: the browser's WebAuthn (navigator.credentials) is a
// stand-in, and the API calls are watched on the one client (its HTTP side is the API's tests').
import { apiClient } from '../../http/apiClient';
import { authenticate } from '../passkeyCeremonies';
import * as passkeyCode from '../passkeySignIn';

const CHALLENGE = 'Y2hhbGxlbmdl';
const REQUEST_OPTIONS = {
  challenge: CHALLENGE,
  rpId: 'localhost',
  allowCredentials: [],
  userVerification: 'preferred',
};
const CREATION_OPTIONS = {
  challenge: CHALLENGE,
  rp: { id: 'localhost', name: 'Thryve' },
  user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'Ada' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  excludeCredentials: [{ id: 'cGstMQ', type: 'public-key' }],
};
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What navigator.credentials.get/create resolve with: a credential of ArrayBuffers. */
function credential(response: Record<string, ArrayBuffer | (() => unknown)>) {
  return {
    id: 'cGstMQ',
    rawId: bytes('pk-1'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response,
    getClientExtensionResults: () => ({}),
  };
}

const assertion = credential({
  authenticatorData: bytes('data'),
  clientDataJSON: bytes('{}'),
  signature: bytes('sig'),
});
const attestation = credential({
  attestationObject: bytes('att'),
  clientDataJSON: bytes('{}'),
  getTransports: () => ['internal'],
  getPublicKey: () => null,
  getPublicKeyAlgorithm: () => -7,
  getAuthenticatorData: () => bytes('data'),
});

let credentials: { get: jest.Mock; create: jest.Mock };

beforeEach(() => {
  credentials = { get: jest.fn(async () => assertion), create: jest.fn(async () => attestation) };
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: credentials });
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    value: Object.assign(function PublicKeyCredential() {}, { isConditionalMediationAvailable: async () => true }),
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'PublicKeyCredential');
});

describe('the passkey chunk', () => {
  it('signs in: the API’s challenge, the browser’s prompt, then the API’s custom token', async () => {
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url) => ({
      data: url === 'api/passkeys/authentication/options' ? REQUEST_OPTIONS : { customToken: 'custom-token' },
    }));

    await expect(authenticate()).resolves.toBe('custom-token');

    expect(post).toHaveBeenNthCalledWith(1, 'api/passkeys/authentication/options', {});
    expect(post).toHaveBeenNthCalledWith(2, 'api/passkeys/authentication', {
      response: expect.objectContaining({ id: 'cGstMQ', type: 'public-key' }),
    });
    expect(credentials.get.mock.calls[0][0].mediation).toBeUndefined();
  });

  it('offers the passkeys in the autofill when conditional, and an abort cancels the request, unanswered', async () => {
    document.body.innerHTML = '<input autocomplete="username webauthn">';
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: REQUEST_OPTIONS });
    credentials.get.mockImplementation(
      (options: CredentialRequestOptions) =>
        new Promise((_resolve, reject) =>
          options.signal?.addEventListener('abort', () => reject(options.signal?.reason)),
        ),
    );
    const controller = new AbortController();

    const request = authenticate({ conditional: true, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(credentials.get.mock.calls[0][0].mediation).toBe('conditional');
    controller.abort();

    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
    expect(post).toHaveBeenCalledTimes(1); // no verification asked for
    document.body.innerHTML = '';
  });

  it('asks nothing of the browser when abandoned before its prompt', async () => {
    const controller = new AbortController();
    controller.abort();
    const post = jest.spyOn(apiClient, 'post');
    await expect(authenticate({ signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(post).not.toHaveBeenCalled();
    expect(credentials.get).not.toHaveBeenCalled();
  });

  it('adds a passkey: the API’s options, the browser’s prompt, then the API saves it under its name', async () => {
    const saved = { id: 'pk-2', name: 'Chrome on Linux', createdAt: '2026-01-01T00:00:00.000Z', lastUsedAt: null };
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation(async (url) => ({ data: url.endsWith('/options') ? CREATION_OPTIONS : saved }));

    await expect(passkeyCode.register('Chrome on Linux')).resolves.toEqual(saved);

    expect(post).toHaveBeenNthCalledWith(1, 'api/passkeys/registration/options', {});
    expect(post).toHaveBeenNthCalledWith(2, 'api/passkeys/registration', {
      response: expect.objectContaining({ id: 'cGstMQ' }),
      name: 'Chrome on Linux',
    });
  });

  it('a device that has a passkey already refuses with InvalidStateError, and nothing is saved', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: CREATION_OPTIONS });
    credentials.create.mockRejectedValue(new DOMException('Already registered', 'InvalidStateError'));
    await expect(passkeyCode.register()).rejects.toMatchObject({ name: 'InvalidStateError' });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('lists and removes through the API; a passkey gone already is removed', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: [] });
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValueOnce({ status: 204 })
      .mockRejectedValueOnce({ response: { status: 404, data: { code: 'passkey_not_found', message: 'x' } } })
      .mockRejectedValueOnce({ response: { status: 500, data: { code: 'internal', message: 'x' } } });

    await expect(passkeyCode.list()).resolves.toEqual([]);
    expect(get).toHaveBeenCalledWith('api/passkeys');
    await expect(passkeyCode.remove('pk/1')).resolves.toBeUndefined();
    expect(remove).toHaveBeenCalledWith('api/passkeys/pk%2F1');
    await expect(passkeyCode.remove('pk-1')).resolves.toBeUndefined();
    await expect(passkeyCode.remove('pk-1')).rejects.toMatchObject({ response: { status: 500 } });
  });
});
