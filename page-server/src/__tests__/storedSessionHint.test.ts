// The page's stored-session hint (src/storedSessionHint.ts) run as the page runs it, against storages as Firebase
// and the session leave them: it must say what `mayHaveStoredSession` says (shared/src/session/storedSessionHint.ts).
import { runInNewContext } from 'node:vm';

import { STORED_SESSION_ATTRIBUTE, STORED_SESSION_HINT } from '../storedSessionHint';

function marked(local: Record<string, string>, session: Record<string, string> | 'unreadable' = {}): boolean {
  const attributes = new Set<string>();
  const context = {
    localStorage: { ...local },
    get sessionStorage() {
      if (session === 'unreadable') throw new Error('SecurityError');
      return { ...session };
    },
    document: { documentElement: { setAttribute: (name: string) => attributes.add(name) } },
  };
  runInNewContext(STORED_SESSION_HINT, context);
  return attributes.has(STORED_SESSION_ATTRIBUTE);
}

test('our token or our Firebase app user, in either storage, marks the page', () => {
  expect(marked({ thryve_token: 'x' })).toBe(true);
  expect(marked({}, { 'firebase:authUser:demo-api-key:thryve': '{}' })).toBe(true);
});

test("nothing of ours (another app's Firebase user, other keys) leaves the page unmarked", () => {
  expect(marked({})).toBe(false);
  expect(marked({ 'firebase:authUser:demo-api-key:[DEFAULT]': '{}', theme: 'dark' })).toBe(false);
});

test('storages that cannot be read mark the page, as mayHaveStoredSession says true', () => {
  expect(marked({}, 'unreadable')).toBe(true);
});
