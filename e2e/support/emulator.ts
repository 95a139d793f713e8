// The browser tests' account operations, from the one test kit (scripts/testing/authEmulator.ts).
import { authEmulator, uniqueEmail, type EmulatorSession } from '../../scripts/testing/authEmulator';

export { uniqueEmail } from '../../scripts/testing/authEmulator';

export function findAccount(email: string): Promise<{ localId: string } | null> {
  return authEmulator().findAccount(email);
}

/** An account with no profile, created straight in the emulator (for screens that need only Firebase); signed in. */
export function createAccount(email: string, password: string): Promise<EmulatorSession> {
  return authEmulator().signUp(email, password);
}

/** Disables an account (as firebase-admin does): Firebase refuses its next token refresh. */
export function disableAccount(uid: string): Promise<void> {
  return authEmulator().disable(uid);
}

/** A mail the emulator "sent": its kind (`PASSWORD_RESET`, `VERIFY_EMAIL`, …) and the link in it. */
interface SentOobCode {
  requestType: string;
  oobLink: string;
}

/** The out-of-band codes (password-reset mails, verification mails, …) the emulator "sent" to an address. */
export async function sentOobCodes(email: string): Promise<SentOobCode[]> {
  // The emulator's answer carries each mail's link too; the kit's type names only what its own callers read.
  return (await authEmulator().sentOobCodes(email)) as SentOobCode[];
}

/** The ID token of a new account holding the `admin` role (for the admin listing, `GET api/Identity/users`). */
export async function adminToken(): Promise<string> {
  const email = uniqueEmail('admin');
  const { uid } = await authEmulator().signUp(email, 'secret123');
  await authEmulator().setClaims(uid, { role: 'admin' });
  return (await authEmulator().signIn(email, 'secret123')).idToken;
}
