import { loadConfig } from '../config';
import { getAdminAuth } from '../firebaseAdmin';
import { endpointPolicyFor } from '../webhooks/endpointUrl';
import { assertEmulatorRunning, resolveAuthTarget } from './authTarget';
import { assertDatabaseExists, runWhereTheDatabaseIs } from './whereTheDatabaseIs';

const USAGE = 'usage: npm run role -- <email> <role> | <email> --clear';

/**
 * Sets (or clears) the `role` custom claim of a user, keeping other claims, then revokes the user's refresh tokens:
 * Firebase refuses to refresh them, and the API, once the revocation is recorded in its database, refuses every ID
 * token issued before now, so none keeps a removed role. The user signs in again.
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
  const config = loadConfig();
  const { firebaseProjectId, database } = config;
  // Refused before Firebase changes anything, so the claim never changes without its record and event.
  assertDatabaseExists(database);
  const target = resolveAuthTarget(config);
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
  // Where the database is: PostgreSQL or a free embedded folder here, else the running API that holds the folder.
  const { uid, revokedBefore, previousRole } = result;
  const policy = endpointPolicyFor(firebaseProjectId, database.databaseUrl);
  await runWhereTheDatabaseIs(database, { name: 'role-change', uid, revokedBefore, role, previousRole }, policy).catch(
    (error: unknown) => {
      throw new Error(
        `${email}: Firebase has the new claims and revoked the refresh tokens, but the API's database did not record ` +
          `it (${error instanceof Error ? error.message : String(error)}). Run the command again.`,
      );
    },
  );
  console.log(
    `${email}: claims now ${JSON.stringify(result.claims)} (project ${firebaseProjectId}, ${where}).\n` +
      'Refresh tokens revoked: the API refuses every token issued before now; the user signs in again to get the ' +
      "new role. Recorded in the API's database, with partners' role.changed: every API instance refuses them now.",
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
