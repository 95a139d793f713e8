// What the first screen needs to know about passkeys before any of their code loads: whether the browser has
// WebAuthn at all, and whether it offers passkeys in an input's autofill. Kept tiny: the sign-in screen carries it.

/** Whether the browser has WebAuthn (`PublicKeyCredential`): without it, no screen offers passkeys. */
export const browserHasPasskeys = (): boolean => typeof PublicKeyCredential === 'function';

/**
 * Whether the browser offers passkeys among an input's autofill suggestions (conditional mediation,
 * `PublicKeyCredential.isConditionalMediationAvailable()`). Never rejects: any doubt means no.
 */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false; // no WebAuthn at all (PublicKeyCredential is not defined), or a browser that will not say
  }
}
