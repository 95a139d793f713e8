import { emulatorHost } from '@thryve/contract/defaults';

import { isDemoProject, type ApiConfig } from '../config';

export interface AuthTarget {
  projectId: string;
  /** host:port of the Auth emulator, or null for the real project (application default credentials). */
  emulatorHost: string | null;
}

/**
 * Where an operator's command should act: the emulator named by FIREBASE_AUTH_EMULATOR_HOST (loadConfig refuses it for
 * a real project id); else, for a `demo-*` project, the one `npm start` runs on AUTH_EMULATOR_PORT; else the real one.
 */
export function resolveAuthTarget(
  config: Pick<ApiConfig, 'firebaseProjectId' | 'authEmulatorHost' | 'authEmulatorPort'>,
): AuthTarget {
  const projectId = config.firebaseProjectId;
  if (config.authEmulatorHost) return { projectId, emulatorHost: config.authEmulatorHost };
  if (!isDemoProject(projectId)) return { projectId, emulatorHost: null };
  return { projectId, emulatorHost: emulatorHost(config.authEmulatorPort) };
}

/** Throws a message an operator can act on when no Auth emulator answers at `host`. */
export async function assertEmulatorRunning(host: string): Promise<void> {
  const running = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(3000) })
    .then(async (response) => Boolean(((await response.json()) as { authEmulator?: unknown }).authEmulator))
    .catch(() => false);
  if (!running) {
    throw new Error(
      `No Firebase Auth emulator answers at ${host}: start the app with npm start (or set AUTH_EMULATOR_PORT or ` +
        'FIREBASE_AUTH_EMULATOR_HOST to where it runs; for a real project use its id in FIREBASE_PROJECT_ID).',
    );
  }
}
