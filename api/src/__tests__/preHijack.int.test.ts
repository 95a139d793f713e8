import { API_PATHS } from '@thryve/contract/types';

import { authEmulator, uniqueEmail } from '../../../scripts/testing/authEmulator';
import { DATABASE_KINDS } from '../db/__tests__/testDatabases';
import { getAdminAuth } from '../firebaseAdmin';
import { rowsOf } from './support/accounts';
import {
  afterSecond,
  claimsOf,
  followVerificationLink,
  mailedCode,
  PROJECT_ID,
  refreshIdToken,
  requestPasswordReset,
  resetPasswordByMail,
  sendVerificationEmail,
  setPasswordWithCode,
} from './support/emulator';
import { validPayload } from './support/fixtures';
import { appsOn, bearer, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

describe.each(DATABASE_KINDS)('an address taken back from an unverified sign-up, on %s', (kind) => {
  const apps = appsOn(kind, 2);

  const getUser = (app: TestApp, token: string) =>
    app.request({ method: 'GET', url: '/api/Identity/user', headers: bearer(token) });
  const statusOnBoth = async (token: string) => [
    (await getUser(apps[0], token)).statusCode,
    (await getUser(apps[1], token)).statusCode,
  ];

  /** Someone signs up with another person's address and a password (unverified), and registers a profile. */
  async function strangerPreRegisters(email: string) {
    const stranger = await authEmulator().signUp(email, 'strangers-password', { displayName: 'Mallory Hopper' });
    const payload = validPayload(email, { firstName: 'Mallory', username: `mallory_${stranger.uid.slice(0, 8)}` });
    const registered = await apps[0].request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(stranger.idToken),
      payload,
    });
    expect(registered.statusCode).toBe(201);
    // Both instances accept the stranger and hold their answers in memory.
    expect(await statusOnBoth(stranger.idToken)).toEqual([200, 200]);
    return stranger;
  }

  async function expectRefreshTokensRevokedAfter(uid: string, authTime: number) {
    const { tokensValidAfterTime } = await getAdminAuth(PROJECT_ID).getUser(uid);
    expect(Date.parse(tokensValidAfterTime!) / 1000).toBeGreaterThan(authTime);
  }

  /** The owner, taken back the address: they see no profile, and can register their own. */
  async function ownerStartsAfresh(ownerToken: string, email: string) {
    const seen = await getUser(apps[0], ownerToken);
    expect(seen.statusCode).toBe(404);
    expect(seen.json()).toMatchObject({ code: 'not_registered' });
    expect(seen.body).not.toContain('Mallory');
    const picture = await apps[1].request({
      method: 'GET',
      url: '/api/Identity/user/picture',
      headers: bearer(ownerToken),
    });
    expect(picture.statusCode).toBe(404);
    // The owner's Google account has no password: they complete the profile without the password fields.
    const {
      password: _password,
      confirmPassword: _confirm,
      ...own
    } = validPayload(email, {
      firstName: 'Olivia',
      username: `olivia_${Date.now().toString(36)}`,
    });
    const registered = await apps[1].request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(ownerToken),
      payload: own,
    });
    expect(registered.statusCode).toBe(201);
    // Still signed in seconds later, on every instance: the takeover ended the sign-ins before it, not the owner's.
    await afterSecond(Math.floor(Date.now() / 1000) + 1);
    const after = await getUser(apps[0], ownerToken);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ firstName: 'Olivia', username: own.username });
  }

  it('a Google sign-in to the address refuses the stranger everywhere and shows the owner none of their data', async () => {
    const email = uniqueEmail('owner');
    const stranger = await strangerPreRegisters(email);
    await afterSecond(claimsOf(stranger.idToken).auth_time);

    const owner = await authEmulator().signInWithGoogle(email);
    // Firebase gives the owner the same account (and drops the stranger's password).
    expect(owner.uid).toBe(stranger.uid);
    await ownerStartsAfresh(owner.idToken, email);

    // The stranger's ID token is refused on every instance, and their password is gone.
    expect(await statusOnBoth(stranger.idToken)).toEqual([401, 401]);
    await expect(authEmulator().signIn(email, 'strangers-password')).rejects.toThrow(/INVALID|PASSWORD/);
    // Firebase ended every sign-in before the owner's: their refresh tokens are revoked. (The emulator's token
    // endpoint still mints from them, stamped with the account's last sign-in; Firebase's refuses them.)
    await expectRefreshTokensRevokedAfter(owner.uid, claimsOf(stranger.idToken).auth_time);
    expect(await rowsOf(apps[0].database, owner.uid)).toMatchObject({ profiles: 1, profile_pictures: 1 });
  });

  it("the owner's password reset through the mailed link takes the address back too", async () => {
    const email = uniqueEmail('owner');
    const stranger = await strangerPreRegisters(email);
    await afterSecond(claimsOf(stranger.idToken).auth_time);
    await resetPasswordByMail(email, 'owners-new-password');
    const owner = await authEmulator().signIn(email, 'owners-new-password');
    expect(claimsOf(owner.idToken).email_verified).toBe(true);
    await ownerStartsAfresh(owner.idToken, email);
    expect(await statusOnBoth(stranger.idToken)).toEqual([401, 401]);
    await expect(authEmulator().signIn(email, 'strangers-password')).rejects.toThrow(/INVALID|PASSWORD/);
  });

  it('the owner who verifies their own address and signs in again keeps their profile', async () => {
    const email = uniqueEmail('owner');
    const user = await authEmulator().signUp(email, 'owners-password');
    const payload = validPayload(email);
    const registered = await apps[0].request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(user.idToken),
      payload,
    });
    expect(registered.statusCode).toBe(201);
    await sendVerificationEmail(user.idToken);
    await followVerificationLink(email);
    const verified = await refreshIdToken(user.refreshToken);
    expect(await statusOnBoth(verified)).toEqual([200, 200]);
    await afterSecond(claimsOf(user.idToken).auth_time);
    const again = await authEmulator().signIn(email, 'owners-password');
    const seen = await getUser(apps[1], again.idToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ username: payload.username });
    expect(await statusOnBoth(verified)).toEqual([200, 200]);
  });

  /** The verification link followed on the app's page: its code sent to the API, with the page's token if any. */
  const followLinkOnOurPage = (app: TestApp, oobCode: string, token?: string) =>
    app.request({
      method: 'POST',
      url: `/${API_PATHS.emailVerification}`,
      headers: token ? bearer(token) : {},
      payload: { oobCode },
    });

  it("the owner's click on the verification link, without the sign-up's session, takes the address back", async () => {
    const email = uniqueEmail('owner');
    const stranger = await strangerPreRegisters(email);
    await sendVerificationEmail(stranger.idToken);
    const oobCode = await mailedCode(email, 'VERIFY_EMAIL');

    // The owner opens the link from their mailbox, in a browser signed in to no one.
    const followed = await followLinkOnOurPage(apps[1], oobCode);
    expect(followed.statusCode).toBe(200);
    const answer = followed.json();
    expect(answer).toEqual({ outcome: 'passwordRequired', email, passwordResetCode: expect.any(String) });
    expect(followed.headers['cache-control']).toBe('no-store');

    // Every sign-in before the click is refused on every instance, the stranger's password no longer works, and
    // Firebase's refresh tokens are revoked.
    expect(await statusOnBoth(stranger.idToken)).toEqual([401, 401]);
    await expect(authEmulator().signIn(email, 'strangers-password')).rejects.toThrow(/INVALID|PASSWORD/);
    await expectRefreshTokensRevokedAfter(stranger.uid, claimsOf(stranger.idToken).auth_time);
    expect(await rowsOf(apps[0].database, stranger.uid)).toMatchObject({ profiles: 0, profile_pictures: 0 });
    // Nor does Firebase keep the name the sign-up gave the account.
    expect((await getAdminAuth(PROJECT_ID).getUser(stranger.uid)).displayName).toBeUndefined();

    // The owner sets a password with the answer's code and holds the (verified, empty) account.
    await setPasswordWithCode(answer.passwordResetCode, 'owners-password');
    const owner = await authEmulator().signIn(email, 'owners-password');
    expect(owner.uid).toBe(stranger.uid);
    expect(claimsOf(owner.idToken).email_verified).toBe(true);
    await ownerStartsAfresh(owner.idToken, email);
    expect(await statusOnBoth(stranger.idToken)).toEqual([401, 401]);

    // The link is used: followed again, it says so and changes nothing.
    const again = await followLinkOnOurPage(apps[0], oobCode);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_action_code' });
    expect((await getUser(apps[0], owner.idToken)).statusCode).toBe(200);
  });

  it('the person who signed up follows their own link while signed in, and keeps the session and profile', async () => {
    const email = uniqueEmail('owner');
    const user = await authEmulator().signUp(email, 'owners-password');
    const payload = validPayload(email);
    const registered = await apps[0].request({
      method: 'POST',
      url: '/api/Identity/register',
      headers: bearer(user.idToken),
      payload,
    });
    expect(registered.statusCode).toBe(201);
    await sendVerificationEmail(user.idToken);

    const followed = await followLinkOnOurPage(apps[1], await mailedCode(email, 'VERIFY_EMAIL'), user.idToken);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ outcome: 'verified' });

    // The sign-up's own session goes on, now verified, and so does its password.
    const verified = await refreshIdToken(user.refreshToken);
    expect(claimsOf(verified).email_verified).toBe(true);
    expect(await statusOnBoth(verified)).toEqual([200, 200]);
    expect(await statusOnBoth(user.idToken)).toEqual([200, 200]);
    await afterSecond(claimsOf(user.idToken).auth_time);
    const again = await authEmulator().signIn(email, 'owners-password');
    const seen = await getUser(apps[0], again.idToken);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ username: payload.username });
  });

  it('a session of another account in the clicking browser proves nothing: the address is taken back', async () => {
    const email = uniqueEmail('owner');
    const stranger = await strangerPreRegisters(email);
    await sendVerificationEmail(stranger.idToken);
    const someoneElse = await authEmulator().signUp(uniqueEmail('other'), 'other-password');

    const followed = await followLinkOnOurPage(apps[0], await mailedCode(email, 'VERIFY_EMAIL'), someoneElse.idToken);
    expect(followed.json()).toMatchObject({ outcome: 'passwordRequired', email });
    expect(await statusOnBoth(stranger.idToken)).toEqual([401, 401]);
    // The other account is untouched.
    expect((await getUser(apps[1], someoneElse.idToken)).statusCode).toBe(404);
  });

  it('a code that is no verification link of ours is refused and uses nothing', async () => {
    const email = uniqueEmail('owner');
    await authEmulator().signUp(email, 'owners-password');
    for (const oobCode of ['not-a-code', 'x'.repeat(1025)]) {
      const refused = await followLinkOnOurPage(apps[0], oobCode);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: oobCode.length > 1024 ? 'bad_request' : 'invalid_action_code' });
    }
    // A password reset's code is no verification: refused, and still good for its reset.
    await requestPasswordReset(email);
    const resetCode = await mailedCode(email, 'PASSWORD_RESET');
    expect((await followLinkOnOurPage(apps[0], resetCode)).json()).toMatchObject({ code: 'invalid_action_code' });
    await setPasswordWithCode(resetCode, 'owners-new-password');
    await expect(authEmulator().signIn(email, 'owners-new-password')).resolves.toMatchObject({});
  });
});
