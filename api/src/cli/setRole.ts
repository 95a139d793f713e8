import { loadConfig } from '../config';
import { getAdminAuth } from '../firebaseAdmin';

const USAGE = 'usage: npm run role -w @thryve/api -- <email> <role> | <email> --clear';

/** Sets (or clears) the `role` custom claim of a user; other claims are kept. The user must sign in again. */
export async function setRole(email: string, role: string | null, projectId: string): Promise<Record<string, unknown>> {
  const auth = getAdminAuth(projectId);
  const user = await auth.getUserByEmail(email);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  if (role === null) delete claims.role;
  else claims.role = role;
  await auth.setCustomUserClaims(user.uid, claims);
  return claims;
}

async function main(args: string[]) {
  const [email, roleArg] = args;
  if (!email || !roleArg) throw new Error(USAGE);
  const role = roleArg === '--clear' ? null : roleArg;
  if (role !== null && !/^[a-z][a-z0-9_-]{0,31}$/.test(role)) throw new Error(`Invalid role "${role}". ${USAGE}`);
  const { firebaseProjectId } = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.' });
  const claims = await setRole(email, role, firebaseProjectId);
  console.log(
    `${email}: claims now ${JSON.stringify(claims)} (project ${firebaseProjectId}). Sign in again to get them.`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
