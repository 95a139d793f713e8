// The browser tests' account operations, from the one test kit (scripts/testing/authEmulator.ts).
import { authEmulator } from '../../scripts/testing/authEmulator';

export { uniqueEmail } from '../../scripts/testing/authEmulator';

export function findAccount(email: string): Promise<{ localId: string } | null> {
  return authEmulator().findAccount(email);
}

/** Grants (or clears, with null) the `role` custom claim, as `npm run role` does with firebase-admin. */
export async function setRole(email: string, role: string | null): Promise<void> {
  const account = await findAccount(email);
  if (!account) throw new Error(`no account for ${email}`);
  await authEmulator().setClaims(account.localId, role ? { role } : {});
}

/** An account with no profile, created straight in the emulator (for screens that need only Firebase). */
export async function createAccount(email: string, password: string): Promise<void> {
  await authEmulator().signUp(email, password);
}

/** The out-of-band codes (password-reset mails, …) the emulator "sent" to an address. */
export function sentOobCodes(email: string): Promise<{ requestType: string }[]> {
  return authEmulator().sentOobCodes(email);
}
