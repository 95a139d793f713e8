import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createTokenRevocationRepository } from '../db/tokenRevocationRepository';
import { getAdminAuth } from '../firebaseAdmin';
import { eventOf } from '../webhooks/outbox';
import { assertEmulatorRunning, resolveAuthTarget } from './authTarget';

const USAGE = 'usage: npm run role -- <email> <role> | <email> --clear';

/**
 * Sets (or clears) the `role` custom claim of a user, keeping other claims, then revokes the user's refresh tokens:
 * the API refuses every ID token issued before now, so none keeps a removed role. The user signs in again.
 */
async function setRole(email: string, role: string | null, projectId: string) {
  const auth = getAdminAuth(projectId);
  const user = await auth.getUserByEmail(email);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  const previousRole = typeof claims.role === 'string' ? claims.role : null;
  if (role === null) delete claims.role;
  else claims.role = role;
  await auth.setCustomUserClaims(user.uid, claims);
  await auth.revokeRefreshTokens(user.uid);
  // Firebase's own cut-off (whole seconds), so the API and Firebase refuse exactly the same tokens.
  const { tokensValidAfterTime } = await auth.getUser(user.uid);
  const revokedBefore = Math.floor(Date.parse(tokensValidAfterTime ?? new Date().toISOString()) / 1000);
  return { uid: user.uid, claims, revokedBefore, previousRole };
}

/**
 * With PostgreSQL, records the revocation in the database, so every API instance refuses old tokens at once. PGlite's
 * folder is locked by the running API, which learns it from Firebase within TOKEN_REVOCATION_CACHE_MS.
 */
async function recordRevocation(
  databaseUrl: string | undefined,
  {
    uid,
    revokedBefore,
    role,
    previousRole,
  }: { uid: string; revokedBefore: number; role: string | null; previousRole: string | null },
): Promise<string> {
  if (!databaseUrl) {
    return 'The API (embedded database) refuses them within TOKEN_REVOCATION_CACHE_MS, when it next asks Firebase.';
  }
  const opened = await openDatabase({ databaseUrl });
  try {
    // With the partners' role.changed, in the same transaction.
    const changed = eventOf('role.changed', { uid, role, previousRole });
    await createTokenRevocationRepository(opened.db).revokeBefore(uid, revokedBefore, changed);
  } finally {
    await opened.close();
  }
  return 'Recorded in the database: every API instance refuses them now.';
}

function describeFailure(error: unknown, email: string, projectId: string): string {
  if ((error as { code?: unknown }).code === 'auth/user-not-found')
    return `No account ${email} in project ${projectId}.`;
  const message = error instanceof Error ? error.message : String(error);
  if (!/default credentials/i.test(message)) return message;
  return (
    `${message}\nProject ${projectId} is a real one: set GOOGLE_APPLICATION_CREDENTIALS to a service account key ` +
    '(or run gcloud auth application-default login). The local app uses a demo-* project and its emulator.'
  );
}

async function main(args: string[]) {
  const [email, roleArg, ...extra] = args;
  if (!email || !roleArg || extra.length > 0) throw new Error(USAGE);
  const role = roleArg === '--clear' ? null : roleArg;
  if (role !== null && !/^[a-z][a-z0-9_-]{0,31}$/.test(role)) throw new Error(`Invalid role "${role}". ${USAGE}`);
  const { FIREBASE_PROJECT_ID, GCLOUD_PROJECT, THRYVE_FIREBASE_PROJECT_ID } = process.env;
  const { firebaseProjectId, database } = loadConfig({
    ...process.env,
    // Also the variable `npm start` takes the project from, so one setting serves both commands.
    FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID || GCLOUD_PROJECT || THRYVE_FIREBASE_PROJECT_ID,
    DATA_DIR: process.env.DATA_DIR ?? '.',
  });
  const target = resolveAuthTarget(firebaseProjectId);
  if (target.emulatorHost) {
    await assertEmulatorRunning(target.emulatorHost);
    // firebase-admin reads this on every call: it talks to the emulator, without credentials.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = target.emulatorHost;
  }
  const where = target.emulatorHost ? `Auth emulator at ${target.emulatorHost}` : 'real project';
  let result: Awaited<ReturnType<typeof setRole>>;
  try {
    result = await setRole(email, role, firebaseProjectId);
  } catch (error) {
    throw new Error(describeFailure(error, email, firebaseProjectId));
  }
  const recorded = await recordRevocation(database.databaseUrl, { ...result, role });
  console.log(
    `${email}: claims now ${JSON.stringify(result.claims)} (project ${firebaseProjectId}, ${where}).\n` +
      'Refresh tokens revoked: the API refuses every token issued before now; the user signs in again to get the ' +
      `new role. ${recorded}`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
