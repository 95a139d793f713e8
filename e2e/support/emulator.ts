import { emulatorOrigin } from './ports';

const PROJECT = process.env.THRYVE_FIREBASE_PROJECT_ID || 'demo-thryve';

async function call<T>(path: string, body: unknown, admin = false): Promise<T> {
  const response = await fetch(`${emulatorOrigin()}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A unique address for each test, so tests never depend on one another. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export async function findAccount(email: string): Promise<{ localId: string } | null> {
  const answer = await call<{ users?: { localId: string }[] }>(
    `projects/${PROJECT}/accounts:lookup`,
    { email: [email] },
    true,
  );
  return answer.users?.[0] ?? null;
}

/** Grants (or clears, with null) the `role` custom claim, as `npm run role` does with firebase-admin. */
export async function setRole(email: string, role: string | null): Promise<void> {
  const account = await findAccount(email);
  if (!account) throw new Error(`no account for ${email}`);
  await call(
    `projects/${PROJECT}/accounts:update`,
    {
      localId: account.localId,
      customAttributes: JSON.stringify(role ? { role } : {}),
    },
    true,
  );
}

/** An account with no profile, created straight in the emulator (for screens that need only Firebase). */
export async function createAccount(email: string, password: string): Promise<void> {
  await call('accounts:signUp?key=demo-api-key', { email, password, returnSecureToken: true });
}

/** The out-of-band codes (password-reset mails, …) the emulator "sent" to an address. */
export async function sentOobCodes(email: string): Promise<{ requestType: string }[]> {
  const response = await fetch(`${emulatorOrigin()}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const body = (await response.json()) as { oobCodes?: { email: string; requestType: string }[] };
  return (body.oobCodes ?? []).filter((code) => code.email === email);
}
