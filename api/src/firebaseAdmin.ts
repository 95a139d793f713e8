import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

/**
 * The one firebase-admin app per project id, created on first use. Against the Auth emulator
 * (FIREBASE_AUTH_EMULATOR_HOST) no credentials are needed; otherwise application default credentials are used.
 */
export function getAdminAuth(projectId: string): Auth {
  const name = `thryve-${projectId}`;
  const app: App = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}
