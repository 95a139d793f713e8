/**
 * @jest-environment jsdom
 */
// The page's stored-session mark (page-scripts/markStoredSession.ts) as the host's build compiles it into every page
// (firstScreenScripts.ts), run as the page runs it: a script in a document whose localStorage and sessionStorage
// are real (jsdom's), holding what the session and Firebase write there, under the keys the session code uses. It
// is the session's own test (mayHaveStoredSession) compiled: it must mark the page exactly when that test is true.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

import { DEMO_API_KEY } from '@thryve/contract/defaults';

import { FIREBASE_APP_NAME, storeToken } from '../../index';
import { mayHaveStoredSession } from '../../session/storedSessionHint';
import { STORED_SESSION_ATTRIBUTE } from '../attributes';

/** Where Firebase Auth persists a named app's user: `firebase:authUser:<apiKey>:<appName>`. */
const firebaseUserKey = (appName: string) => `firebase:authUser:${DEMO_API_KEY}:${appName}`;

let script: string;

beforeAll(() => {
  // Compiled in Node as the host's build does (esbuild cannot run in this jsdom environment).
  script = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const { compilePageScripts } = await import('@thryve/shared/first-screen/build');" +
        'process.stdout.write((await compilePageScripts()).storedSession.code);',
    ],
    { cwd: join(__dirname, '../../../..'), encoding: 'utf8' },
  );
}, 30_000);

/** Runs the inline script in this document, as the page's <head> does, and reads what it marked. */
function pageIsMarked(): boolean {
  document.documentElement.removeAttribute(STORED_SESSION_ATTRIBUTE);
  // jsdom does not run scripts inserted by a test; the script's text is run in this window instead.
  new Function(script)();
  return document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE);
}

/** The page's mark, checked against the session's own test on the same storages. */
function expectMark(expected: boolean) {
  expect(mayHaveStoredSession()).toBe(expected);
  expect(pageIsMarked()).toBe(expected);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('the compiled script is small, and nothing in it ends the <script> element early', () => {
  expect(script).not.toMatch(/<\/script/i);
  expect(script.length).toBeLessThan(1_000);
});

test('a token stored with Remember me on (localStorage) or off (sessionStorage) marks the page', () => {
  storeToken('id-token', true);
  expectMark(true);
  storeToken('id-token', false);
  expect(localStorage.length).toBe(0);
  expectMark(true);
});

test("our Firebase app's user, in either storage, marks the page", () => {
  localStorage.setItem(firebaseUserKey(FIREBASE_APP_NAME), '{"uid":"u1"}');
  expectMark(true);
  localStorage.clear();
  sessionStorage.setItem(firebaseUserKey(FIREBASE_APP_NAME), '{"uid":"u1"}');
  expectMark(true);
});

test("nothing of ours (another app's Firebase user, other keys) leaves the page unmarked", () => {
  expectMark(false);
  localStorage.setItem(firebaseUserKey('[DEFAULT]'), '{"uid":"u1"}');
  localStorage.setItem(firebaseUserKey(`${FIREBASE_APP_NAME}-admin`), '{"uid":"u1"}');
  sessionStorage.setItem('theme', 'dark');
  expectMark(false);
});

test('storages that cannot be read mark the page, as mayHaveStoredSession says true', () => {
  const unreadable = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  try {
    expectMark(true);
  } finally {
    unreadable.mockRestore();
  }
});
