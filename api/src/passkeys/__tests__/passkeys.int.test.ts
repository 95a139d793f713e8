import { registeredUser } from '../../__tests__/support/accounts';
import { afterSecond, claimsOf, createUser, signIn } from '../../__tests__/support/emulator';
import { ALLOWED_ORIGIN, appsOn, bearer, startTestApp, type TestApp } from '../../__tests__/support/testApp';
import { DATABASE_KINDS } from '../../db/__tests__/testDatabases';
import { parsePasskeySettings } from '../passkeyConfig';
import {
  addPasskey,
  idTokenFromCustomToken,
  passkeyRowsOf,
  postFrom,
  signInOptions,
  signInWithPasskey,
} from './passkeyClient';
import { SoftAuthenticator } from './softAuthenticator';

jest.setTimeout(120_000);

const SIX_MINUTES_MS = 6 * 60 * 1000;
const OTHER_ORIGIN = 'https://elsewhere.example';
const rejected = { code: 'passkey_rejected', message: 'The passkey could not be verified: try again' };

describe.each(DATABASE_KINDS)('passkeys on %s', (kind) => {
  /** The instances' clock runs this far ahead of the wall clock. */
  let ahead = 0;
  const now = () => new Date(Date.now() + ahead);
  // The sign-in limit has a test of its own (passkeyInstances.int.test.ts).
  const [t, second] = appsOn(kind, 2, { now, rateLimits: { passkeySignInPerIp: 1_000 } });
  afterEach(() => {
    ahead = 0;
  });

  const list = async (app: TestApp, token: string) =>
    (await app.request({ url: '/api/passkeys', headers: bearer(token) })).json<{ id: string; lastUsedAt: unknown }[]>();
  const remove = (app: TestApp, token: string, id: string) =>
    app.request({ method: 'DELETE', url: `/api/passkeys/${id}`, headers: bearer(token) });

  it('adds a passkey after a recent sign-in, lists it, and signs in with it to an ID token the API accepts', async () => {
    const user = await registeredUser(t);
    const authenticator = new SoftAuthenticator();
    const options = await postFrom(t, '/api/passkeys/registration/options', {}, { token: user.idToken });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      rp: { id: 'localhost', name: 'Thryve Health' },
      user: { name: user.email, displayName: user.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    expect(Buffer.from(options.json().user.id, 'base64url').toString('latin1')).not.toContain(user.email);

    const added = await addPasskey(t, user, authenticator, { name: '  Work laptop  ' });
    expect(added.statusCode).toBe(201);
    const view = { id: authenticator.id, name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null };
    expect(added.json()).toEqual(view);
    expect(await list(second, user.idToken)).toEqual([view]);
    // The next passkey: the user handle of the first, and the first excluded.
    const next = await postFrom(t, '/api/passkeys/registration/options', {}, { token: user.idToken });
    expect(next.json()).toMatchObject({
      user: { id: authenticator.userHandle },
      excludeCredentials: [{ id: authenticator.id }],
    });

    const requestOptions = await signInOptions(t);
    expect(requestOptions).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect(requestOptions.allowCredentials ?? []).toEqual([]);
    const signedIn = await signInWithPasskey(t, authenticator);
    expect(signedIn.statusCode).toBe(200);
    const idToken = await idTokenFromCustomToken(signedIn.json().customToken);
    expect(claimsOf(idToken).user_id).toBe(user.uid);
    const profile = await second.request({ url: '/api/Identity/user', headers: bearer(idToken) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email: user.email });
    const [used] = await list(t, user.idToken);
    expect(used.lastUsedAt).toEqual(expect.any(String));
    // "Download my data" lists it, without its public key.
    const exported = await t.request({ url: '/api/Identity/user/export', headers: bearer(user.idToken) });
    expect(exported.json().passkeys).toEqual([{ ...used, rpId: 'localhost', backedUp: true }]);
    expect(exported.body).not.toContain('publicKey');
  });

  it('names a passkey "Passkey" by default and refuses a name past 64 characters', async () => {
    const user = await createUser();
    expect((await addPasskey(t, user, new SoftAuthenticator())).json()).toMatchObject({ name: 'Passkey' });
    const tooLong = await addPasskey(t, user, new SoftAuthenticator(), { name: 'x'.repeat(65) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'bad_request' });
    expect(await list(t, user.idToken)).toHaveLength(1);
  });

  it('refuses a replayed assertion, an expired challenge and a counter that went backwards', async () => {
    const user = await createUser();
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(t, user, authenticator)).statusCode).toBe(201);

    const response = authenticator.authenticate(await signInOptions(t), { origin: ALLOWED_ORIGIN });
    const verify = (app: TestApp) => postFrom(app, '/api/passkeys/authentication', { response });
    expect((await verify(t)).statusCode).toBe(200);
    for (const app of [t, second]) {
      const replayed = await verify(app);
      expect(replayed.statusCode).toBe(400);
      expect(replayed.json()).toEqual(rejected);
    }

    const options = await signInOptions(t);
    ahead = SIX_MINUTES_MS;
    const late = authenticator.authenticate(options, { origin: ALLOWED_ORIGIN });
    const expired = await postFrom(t, '/api/passkeys/authentication', { response: late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(rejected);
    ahead = 0;

    expect((await signInWithPasskey(t, authenticator, { counter: 10 })).statusCode).toBe(200);
    const cloned = await signInWithPasskey(second, authenticator, { counter: 7 });
    expect(cloned.statusCode).toBe(400);
    expect(cloned.json()).toEqual(rejected);
    expect((await signInWithPasskey(second, authenticator, { counter: 11 })).statusCode).toBe(200);
  });

  it('refuses a removed passkey at once on every instance; no one removes another user’s passkey', async () => {
    const owner = await createUser();
    const other = await createUser();
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(t, owner, authenticator)).statusCode).toBe(201);

    const foreign = await remove(t, other.idToken, authenticator.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'passkey_not_found' });
    expect(await list(t, owner.idToken)).toHaveLength(1);

    expect((await remove(second, owner.idToken, authenticator.id)).statusCode).toBe(204);
    expect(await list(t, owner.idToken)).toEqual([]);
    for (const app of [t, second]) {
      const refused = await signInWithPasskey(app, authenticator);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'passkey_not_found' });
    }
    expect((await remove(t, owner.idToken, authenticator.id)).statusCode).toBe(404);
  });

  it('refuses pages outside the allowed origins (403) and assertions for another RP ID (400)', async () => {
    const user = await createUser();
    const authenticator = new SoftAuthenticator();
    for (const origin of [OTHER_ORIGIN, null]) {
      for (const [url, token] of [
        ['/api/passkeys/registration/options', user.idToken],
        ['/api/passkeys/authentication/options', undefined],
      ] as const) {
        const refused = await postFrom(t, url, {}, { origin, token });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'passkey_origin_not_allowed' });
      }
    }
    const foreignPage = await addPasskey(t, user, authenticator, { ceremony: { origin: OTHER_ORIGIN } });
    expect(foreignPage.statusCode).toBe(403);
    expect(foreignPage.json()).toMatchObject({ code: 'passkey_origin_not_allowed' });
    const foreignRp = await addPasskey(t, user, authenticator, { ceremony: { rpId: 'elsewhere.example' } });
    expect(foreignRp.json()).toEqual(rejected);
    expect((await addPasskey(t, user, authenticator)).statusCode).toBe(201);

    const signedElsewhere = await signInWithPasskey(t, authenticator, { origin: OTHER_ORIGIN });
    expect(signedElsewhere.statusCode).toBe(403);
    expect(signedElsewhere.json()).toMatchObject({ code: 'passkey_origin_not_allowed' });
    const otherRp = await signInWithPasskey(t, authenticator, { rpId: 'elsewhere.example' });
    expect(otherRp.statusCode).toBe(400);
    expect(otherRp.json()).toEqual(rejected);
    const wrongType = await signInWithPasskey(t, authenticator, { type: 'webauthn.create' });
    expect(wrongType.json()).toEqual(rejected);
  });

  it('accepts presence alone by default; with PASSKEY_USER_VERIFICATION=required, only a verified user', async () => {
    const user = await registeredUser(t);
    const authenticator = new SoftAuthenticator();
    authenticator.verifiesUser = false;
    expect((await addPasskey(t, user, authenticator)).statusCode).toBe(201);
    expect((await signInWithPasskey(t, authenticator)).statusCode).toBe(200);

    const strict = await startTestApp({
      database: t.database,
      now,
      rateLimits: { passkeySignInPerIp: 1_000 },
      config: { passkeys: parsePasskeySettings({ PASSKEY_USER_VERIFICATION: 'required' }, [ALLOWED_ORIGIN]) },
    });
    try {
      expect(await postFrom(strict, '/api/passkeys/authentication/options', {}).then((r) => r.json())).toMatchObject({
        userVerification: 'required',
      });
      const presenceOnly = await signInWithPasskey(strict, authenticator);
      expect(presenceOnly.statusCode).toBe(400);
      expect(presenceOnly.json()).toEqual(rejected);
      authenticator.verifiesUser = true;
      expect((await signInWithPasskey(strict, authenticator)).statusCode).toBe(200);
    } finally {
      await strict.app.close();
    }
  });

  it('asks for a recent sign-in before adding a passkey', async () => {
    const user = await createUser();
    ahead = SIX_MINUTES_MS;
    for (const url of ['/api/passkeys/registration/options', '/api/passkeys/registration']) {
      const refused = await postFrom(t, url, {}, { token: user.idToken });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'recent_sign_in_required' });
    }
  });

  it('keeps the passkeys when signing out everywhere, and deletes them with the account', async () => {
    const user = await registeredUser(t);
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(t, user, authenticator)).statusCode).toBe(201);
    const revoke = { method: 'POST', url: '/api/Identity/user/sessions/revoke', headers: bearer(user.idToken) };
    expect((await t.request(revoke)).statusCode).toBe(204);
    expect((await t.request({ url: '/api/Identity/user', headers: bearer(user.idToken) })).statusCode).toBe(401);

    const signedIn = await signInWithPasskey(second, authenticator);
    expect(signedIn.statusCode).toBe(200);
    // Signed in again, a second after the revocation: what Firebase asks before deleting an account.
    await afterSecond(Math.floor(Date.now() / 1000));
    const fresh = await signIn(user);
    expect(await list(t, fresh)).toHaveLength(1);
    expect((await t.request({ method: 'DELETE', url: '/api/Identity/user', headers: bearer(fresh) })).statusCode).toBe(
      204,
    );
    expect(await passkeyRowsOf(t.database, user.uid)).toBe(0);
    const gone = await signInWithPasskey(second, authenticator);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'passkey_not_found' });
  });
});
