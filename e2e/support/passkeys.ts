// Chromium's virtual authenticator (DevTools protocol, WebAuthn domain) stands in for a phone or a security key: it
// makes real credentials and real signatures, answers at once with user presence and verification, and resolves a
// pending conditional (autofill) request with its one credential as soon as the request starts.
import type { Page } from '@playwright/test';

export interface VirtualAuthenticator {
  /** The credentials it holds now (id: base64url, as the API and the screens name them). */
  credentialIds(): Promise<string[]>;
}

/** Attaches a platform authenticator (resident keys, user verification) to `page`; it lives as long as the page. */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    async credentialIds() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      // CDP gives standard base64; WebAuthn's JSON (and so the API) uses base64url without padding.
      return credentials.map((credential) => Buffer.from(credential.credentialId, 'base64').toString('base64url'));
    },
  };
}

/**
 * Makes the page's browser say it offers no passkey autofill, before any of its scripts run: the sign-in screen then
 * starts no conditional request, so only the "Sign in with a passkey" button can sign in (the virtual authenticator
 * would answer a conditional request by itself).
 */
export async function withoutPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (typeof PublicKeyCredential === 'undefined') return; // a frame that is not a secure context
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: () => Promise.resolve(false),
    });
  });
}
