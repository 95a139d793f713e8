/**
 * @jest-environment jsdom
 */
// The page's stored-session hint (src/storedSessionHint.ts) run as the page runs it: a script in a document whose
// localStorage and sessionStorage are real (jsdom's), holding what the session and Firebase write there, under the
// keys the session code uses. It must say what `mayHaveStoredSession` says (shared/src/session/storedSessionHint.ts)
// in every case, so a storage key renamed on one side only fails here.
import { FIREBASE_APP_NAME, storeToken } from '@thryve/shared';
import { DEMO_API_KEY } from '@thryve/shared/defaults';

import { mayHaveStoredSession } from '../../../shared/src/session/storedSessionHint';
import { STORED_SESSION_ATTRIBUTE, STORED_SESSION_HINT } from '../storedSessionHint';

/** Where Firebase Auth persists a named app's user: `firebase:authUser:<apiKey>:<appName>`. */
const firebaseUserKey = (appName: string) => `firebase:authUser:${DEMO_API_KEY}:${appName}`;

/** Runs the inline script in this document, as the page's <head> does, and reads what it marked. */
function pageIsMarked(): boolean {
  document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
  const script = document.createElement('script');
  script.textContent = STORED_SESSION_HINT;
  // jsdom does not run scripts inserted by a test; the script's text is run in this window instead.
  new Function(script.textContent)();
  return document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE);
}

/** The page's hint, checked against the session's own test on the same storages. */
function expectHint(expected: boolean) {
  expect(mayHaveStoredSession()).toBe(expected);
  expect(pageIsMarked()).toBe(expected);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('a token stored with Remember me on (localStorage) or off (sessionStorage) marks the page', () => {
  storeToken('id-token', true);
  expectHint(true);
  storeToken('id-token', false);
  expect(localStorage.length).toBe(0);
  expectHint(true);
});

test("our Firebase app's user, in either storage, marks the page", () => {
  localStorage.setItem(firebaseUserKey(FIREBASE_APP_NAME), '{"uid":"u1"}');
  expectHint(true);
  localStorage.clear();
  sessionStorage.setItem(firebaseUserKey(FIREBASE_APP_NAME), '{"uid":"u1"}');
  expectHint(true);
});

test("nothing of ours (another app's Firebase user, other keys) leaves the page unmarked", () => {
  expectHint(false);
  localStorage.setItem(firebaseUserKey('[DEFAULT]'), '{"uid":"u1"}');
  localStorage.setItem(firebaseUserKey(`${FIREBASE_APP_NAME}-admin`), '{"uid":"u1"}');
  sessionStorage.setItem('theme', 'dark');
  expectHint(false);
});

test('storages that cannot be read mark the page, as mayHaveStoredSession says true', () => {
  const unreadable = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  try {
    expectHint(true);
  } finally {
    unreadable.mockRestore();
  }
});
