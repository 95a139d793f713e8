import { randomUUID } from 'node:crypto';

import { DEMO_API_KEY } from '@thryve/contract/defaults';
import { sql } from 'drizzle-orm';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken } from 'firebase/auth';

import { emulatorOrigin } from '../../../../scripts/testing/authEmulator';
import { PROJECT_ID, type TestUser } from '../../__tests__/support/emulator';
import type { HttpResponse } from '../../__tests__/support/http';
import { ALLOWED_ORIGIN, bearer, type TestApp } from '../../__tests__/support/testApp';
import type { Database } from '../../db/client';
import type { Ceremony, SoftAuthenticator } from './softAuthenticator';

type Requester = Pick<TestApp, 'request'>;

/** A POST from a page on `origin` (the allowed one by default), as the browser sends it. */
export function postFrom(
  app: Requester,
  url: string,
  payload: object,
  options: { origin?: string | null; token?: string } = {},
): Promise<HttpResponse> {
  const origin = options.origin === undefined ? ALLOWED_ORIGIN : options.origin;
  return app.request({
    method: 'POST',
    url,
    payload,
    headers: { ...(origin && { origin }), ...(options.token && bearer(options.token)) },
  });
}

const expectStatus = (answer: HttpResponse, status: number, what: string) => {
  if (answer.statusCode !== status) throw new Error(`${what}: ${answer.statusCode} ${answer.body}`);
  return answer;
};

/** The account screen's "Add a passkey": options, the authenticator's passkey, its verification. */
export async function addPasskey(
  app: Requester,
  user: Pick<TestUser, 'idToken'>,
  authenticator: SoftAuthenticator,
  extra: { name?: string; ceremony?: Partial<Ceremony>; verifyOn?: Requester } = {},
): Promise<HttpResponse> {
  const token = user.idToken;
  const options = await postFrom(app, '/api/passkeys/registration/options', {}, { token });
  expectStatus(options, 200, 'registration options');
  const response = authenticator.register(options.json(), { origin: ALLOWED_ORIGIN, ...extra.ceremony });
  return postFrom(extra.verifyOn ?? app, '/api/passkeys/registration', { response, name: extra.name }, { token });
}

/** Sign-in options for the page on the allowed origin. */
export async function signInOptions(app: Requester) {
  return expectStatus(await postFrom(app, '/api/passkeys/authentication/options', {}), 200, 'sign-in options').json();
}

/** "Sign in with a passkey": options, the authenticator's assertion, its verification. */
export async function signInWithPasskey(
  app: Requester,
  authenticator: SoftAuthenticator,
  ceremony: Partial<Ceremony> & { counter?: number; verifyOn?: Requester } = {},
): Promise<HttpResponse> {
  const response = authenticator.authenticate(await signInOptions(app), { origin: ALLOWED_ORIGIN, ...ceremony });
  return postFrom(ceremony.verifyOn ?? app, '/api/passkeys/authentication', { response });
}

/** What the browser does with the custom token: signs in to Firebase (the emulator) and takes the ID token. */
export async function idTokenFromCustomToken(customToken: string): Promise<string> {
  const app = initializeApp({ apiKey: DEMO_API_KEY, projectId: PROJECT_ID }, `passkey-${randomUUID()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, emulatorOrigin(), { disableWarnings: true });
    const { user } = await signInWithCustomToken(auth, customToken);
    return await user.getIdToken();
  } finally {
    await deleteApp(app);
  }
}

/** How many passkeys the database holds for the uid (no repository in between). */
export async function passkeyRowsOf(database: Database, uid: string): Promise<number> {
  const result = await database.db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM passkeys WHERE uid = ${uid}`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0].count);
}
