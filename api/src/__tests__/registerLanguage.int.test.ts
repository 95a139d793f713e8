import { API_ERROR_MESSAGES } from '@thryve/contract/errors';
import { SIGN_UP_MESSAGES } from '@thryve/contract/validation';

import { createUser } from './support/emulator';
import { validPayload } from './support/fixtures';
import { bearer, startTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

// The API's field messages are the screens' catalogue in the caller's language (Accept-Language), English by default.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

function register(token: string, payload: object, language?: string) {
  return t.request({
    method: 'POST',
    url: '/api/Identity/register',
    headers: { ...bearer(token), ...(language === undefined ? {} : { 'accept-language': language }) },
    payload,
  });
}

const ENGLISH = {
  usernameInvalid: SIGN_UP_MESSAGES.usernameInvalid,
  passwordsDoNotMatch: SIGN_UP_MESSAGES.passwordsDoNotMatch,
  usernameTaken: SIGN_UP_MESSAGES.usernameTaken,
};
// Written out: what a Spanish-speaking caller reads (the catalogue's test checks the rest of the Spanish texts).
const SPANISH = {
  usernameInvalid: 'El nombre de usuario no es válido',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  usernameTaken: 'Ese nombre de usuario ya está en uso',
};

const invalid = (email: string) => ({ ...validPayload(email), username: 'no spaces!', confirmPassword: 'other' });

describe('POST /api/Identity/register: field messages follow Accept-Language', () => {
  it.each([
    ['no header', undefined, ENGLISH],
    ['English', 'en-US,en;q=0.9', ENGLISH],
    ['Spanish with a region', 'es-MX', SPANISH],
    ['Spanish preferred by q-value', 'en;q=0.4, es;q=0.8', SPANISH],
    ['an unknown language', 'fr-FR, de;q=0.5', ENGLISH],
  ])('%s', async (_name, language, catalogue) => {
    const user = await createUser();
    const response = await register(user.idToken, invalid(user.email), language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: API_ERROR_MESSAGES.validation_failed,
      details: {
        username: catalogue.usernameInvalid,
        confirmPassword: catalogue.passwordsDoNotMatch,
      },
    });
  });

  it('says a taken username in the language asked for', async () => {
    const first = await createUser();
    const second = await createUser();
    const username = `lang_${first.uid.slice(0, 8)}`;
    expect((await register(first.idToken, validPayload(first.email, { username }))).statusCode).toBe(201);
    const clash = await register(second.idToken, validPayload(second.email, { username }), 'es');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().details).toEqual({ username: SPANISH.usernameTaken });
    const english = await register(second.idToken, validPayload(second.email, { username }));
    expect(english.json().details).toEqual({ username: ENGLISH.usernameTaken });
  });
});
