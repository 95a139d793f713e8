import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

/** The one firebase-admin app per project id, created on first use (default credentials, or the emulator). */
export function getAdminAuth(projectId: string): Auth {
  const name = `thryve-${projectId}`;
  const app: App = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
}
