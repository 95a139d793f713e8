import { authEmulator, uniqueEmail } from '../../../scripts/testing/authEmulator';
import { DATABASE_KINDS } from '../db/__tests__/testDatabases';
import { getAdminAuth } from '../firebaseAdmin';
import { rowsOf } from './support/accounts';
import {
  afterSecond,
  claimsOf,
  followVerificationLink,
  PROJECT_ID,
  refreshIdToken,
  resetPasswordByMail,
  sendVerificationEmail,
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
    const stranger = await authEmulator().signUp(email, 'strangers-password');
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
});
