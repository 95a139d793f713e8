import { createUser } from '../../__tests__/support/emulator';
import { ALLOWED_ORIGIN, startTestApp, type TestApp } from '../../__tests__/support/testApp';
import { newPostgresUrl } from '../../db/__tests__/testDatabases';
import { openDatabase } from '../../db/client';
import { parsePasskeySettings } from '../passkeyConfig';
import { addPasskey, postFrom, signInOptions, signInWithPasskey } from './passkeyClient';
import { SoftAuthenticator } from './softAuthenticator';

jest.setTimeout(120_000);

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** Windows are fixed on the database's clock: a day-long one cannot roll over during a test. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** An API instance with a connection pool of its own. */
async function instanceOn(databaseUrl: string, passkeySignInPerIp = 1_000): Promise<TestApp> {
  const rateLimits = { passkeySignInPerIp, windowMs: DAY_MS };
  const app = await startTestApp({ database: await openDatabase({ databaseUrl }), rateLimits });
  apps.push(app);
  return app;
}

describe('passkeys on two API instances sharing one PostgreSQL', () => {
  it('verifies on one instance the options another handed out, once, and forgets a removed passkey on both', async () => {
    const url = await newPostgresUrl();
    const [first, second] = [await instanceOn(url), await instanceOn(url)];
    const user = await createUser();
    const authenticator = new SoftAuthenticator();
    expect((await addPasskey(first, user, authenticator, { verifyOn: second })).statusCode).toBe(201);

    const response = authenticator.authenticate(await signInOptions(second), { origin: 'http://localhost:3000' });
    const verify = (app: TestApp) => postFrom(app, '/api/passkeys/authentication', { response });
    const signedIn = await verify(first);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ customToken: expect.any(String) });
    expect((await verify(second)).json()).toMatchObject({ code: 'passkey_rejected' });

    const removed = await second.request({
      method: 'DELETE',
      url: `/api/passkeys/${authenticator.id}`,
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(removed.statusCode).toBe(204);
    const refused = await signInWithPasskey(first, authenticator, { verifyOn: second });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'passkey_not_found' });
  });

  it('limits sign-in requests per address, counted by every instance together', async () => {
    const url = await newPostgresUrl();
    const [first, second] = [await instanceOn(url, 3), await instanceOn(url, 3)];
    const statuses: number[] = [];
    for (const app of [first, second, first]) {
      statuses.push((await postFrom(app, '/api/passkeys/authentication/options', {})).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200]);
    for (const app of [second, first]) {
      const limited = await postFrom(app, '/api/passkeys/authentication/options', {});
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'rate_limited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    const verifyLimited = await postFrom(second, '/api/passkeys/authentication', { response: {} });
    expect(verifyLimited.statusCode).toBe(429);
  });
});

describe('GET /.well-known/webauthn', () => {
  it('lists PASSKEY_RELATED_ORIGINS for the browsers, and is not found when none are set', async () => {
    const settings = parsePasskeySettings({ PASSKEY_RELATED_ORIGINS: 'https://thryve.example' }, [ALLOWED_ORIGIN]);
    const related = await startTestApp({ config: { passkeys: settings } });
    apps.push(related);
    const answer = await related.request({ url: '/.well-known/webauthn' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ origins: ['https://thryve.example'] });
    const plain = await startTestApp();
    apps.push(plain);
    expect((await plain.request({ url: '/.well-known/webauthn' })).statusCode).toBe(404);
  });
});
