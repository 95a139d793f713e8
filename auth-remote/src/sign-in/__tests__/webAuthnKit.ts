// Test kit: jsdom has no WebAuthn. `withWebAuthn` gives the page a `PublicKeyCredential` (offering autofill or not)
// for the tests of one file, and takes it away after them.

/** A browser error as WebAuthn (and @simplewebauthn/browser, which keeps the name) rejects with it. */
export function webAuthnError(name: string): Error {
  return Object.assign(new Error(`The operation failed (${name})`), { name });
}

/** An axios error of our API, as the one client rejects with it. */
export function apiError(status: number, code: string): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { code, message: 'from the API' } },
  });
}

export function withWebAuthn({ autofill = false }: { autofill?: boolean } = {}) {
  beforeEach(() => {
    Object.defineProperty(window, 'PublicKeyCredential', {
      configurable: true,
      value: Object.assign(function PublicKeyCredential() {}, {
        isConditionalMediationAvailable: async () => autofill,
      }),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });
}
