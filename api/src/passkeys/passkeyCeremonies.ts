import { randomBytes } from 'node:crypto';

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';

import { ApiError } from '../errors/apiError';
import { clientDataOf } from './passkeyBodies';
import { rpIdFor, type PasskeySettings } from './passkeyConfig';
import type { IssuedChallenge, NewPasskey, PasskeyRepository, PasskeyRow } from './passkeyRepository';

/** How long options may be answered: the browser's prompt times out then too. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * Registering and signing in with passkeys, after WebAuthn (w3.org/TR/webauthn-3, "Registering a new credential"
 * and "Verifying an authentication assertion"): each answer's challenge must be one this API handed out, unexpired,
 * unused, for the same origin (and, registering, the same user); the library checks the signature, RP ID, type,
 * flags and counter. A failed check is `passkey_rejected`, whatever it was: the caller learns nothing more.
 */
export function passkeyCeremonies(deps: { passkeys: PasskeyRepository; settings: PasskeySettings; now: () => Date }) {
  const { passkeys, settings, now } = deps;

  /** The RP ID for a page on `origin`; 403 where passkeys are not allowed. */
  function rpIdOf(origin: string | undefined): string {
    const rpId = rpIdFor(settings, origin);
    if (!rpId) throw new ApiError('passkey_origin_not_allowed');
    return rpId;
  }

  /** The response's challenge, taken for good: both the request's Origin and the signed origin must be allowed. */
  async function consume(
    response: { response: { clientDataJSON: string } },
    requestOrigin: string | undefined,
    claim: Pick<IssuedChallenge, 'kind' | 'uid'>,
  ): Promise<IssuedChallenge> {
    const client = clientDataOf(response);
    rpIdOf(requestOrigin);
    rpIdOf(client.origin);
    const issued = await passkeys.consumeChallenge({
      ...claim,
      challenge: client.challenge,
      origin: client.origin,
      now: now(),
    });
    if (!issued) throw new ApiError('passkey_rejected');
    return issued;
  }

  async function issue(challenge: Omit<IssuedChallenge, 'expiresAt'>): Promise<void> {
    await passkeys.issueChallenge({ ...challenge, expiresAt: new Date(now().getTime() + CHALLENGE_TTL_MS) });
  }

  return {
    async registrationOptions(
      user: { uid: string; userName: string; displayName: string },
      origin: string | undefined,
    ): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const rpId = rpIdOf(origin);
      const existing = await passkeys.listOf(user.uid);
      // One user handle for all of the user's passkeys: random, so it says nothing about the account.
      const userHandle = existing[0]?.userHandle ?? isoBase64URL.fromBuffer(randomBytes(32));
      const options = await generateRegistrationOptions({
        rpName: settings.rpName,
        rpID: rpId,
        userName: user.userName,
        userDisplayName: user.displayName,
        userID: isoBase64URL.toBuffer(userHandle),
        timeout: CHALLENGE_TTL_MS,
        attestationType: 'none',
        authenticatorSelection: { residentKey: 'required', userVerification: settings.userVerification },
        excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
      });
      await issue({
        challenge: options.challenge,
        kind: 'registration',
        uid: user.uid,
        userHandle,
        rpId,
        origin: origin!,
      });
      return options;
    },

    /** The verified new passkey, ready to store (not stored). */
    async verifyRegistration(
      uid: string,
      response: RegistrationResponseJSON,
      origin: string | undefined,
    ): Promise<Omit<NewPasskey, 'name'>> {
      const issued = await consume(response, origin, { kind: 'registration', uid });
      const verification = await verifyRegistrationResponse({
        response,
        expectedChallenge: issued.challenge,
        expectedOrigin: issued.origin,
        expectedRPID: issued.rpId,
        requireUserVerification: settings.userVerification === 'required',
      }).catch(() => null);
      if (!verification?.verified) throw new ApiError('passkey_rejected');
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      return {
        id: credential.id,
        uid,
        userHandle: issued.userHandle!,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        rpId: issued.rpId,
      };
    },

    async authenticationOptions(origin: string | undefined): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const rpId = rpIdOf(origin);
      // No allowCredentials: the authenticator offers the site's discoverable passkeys, and the answer names the user.
      const options = await generateAuthenticationOptions({
        rpID: rpId,
        timeout: CHALLENGE_TTL_MS,
        userVerification: settings.userVerification,
      });
      await issue({
        challenge: options.challenge,
        kind: 'authentication',
        uid: null,
        userHandle: null,
        rpId,
        origin: origin!,
      });
      return options;
    },

    /** The uid the assertion proves; records the passkey's new counter and backup state. */
    async verifyAuthentication(response: AuthenticationResponseJSON, origin: string | undefined): Promise<string> {
      const issued = await consume(response, origin, { kind: 'authentication', uid: null });
      // Read on every sign-in, never cached: a removed passkey is refused at once by every instance.
      const passkey: PasskeyRow | null = await passkeys.find(response.id);
      if (!passkey) throw new ApiError('passkey_not_found');
      const userHandle = response.response.userHandle;
      if (passkey.rpId !== issued.rpId || (userHandle && userHandle !== passkey.userHandle)) {
        throw new ApiError('passkey_rejected');
      }
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: issued.challenge,
        expectedOrigin: issued.origin,
        expectedRPID: issued.rpId,
        credential: { id: passkey.id, publicKey: new Uint8Array(passkey.publicKey), counter: passkey.counter },
        requireUserVerification: settings.userVerification === 'required',
      }).catch(() => null);
      if (!verification?.verified) throw new ApiError('passkey_rejected');
      const info = verification.authenticationInfo;
      const uid = await passkeys.recordUse({
        id: passkey.id,
        counter: info.newCounter,
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        usedAt: now(),
      });
      if (!uid) throw new ApiError('passkey_rejected');
      return uid;
    },
  };
}
