// The account actions off the sign-in screen: neither the package entry nor Firebase's chunk (what the sign-in form
// loads when first used) imports the account actions or their Firebase operations; they load when the account needs
// them. (The account's API calls are a few lines of the `@thryve/shared/http` entry, loaded with the client.)

// A module, not a script: its helpers must not clash with another test file's of the same name.
export {};

/** Which of the watched modules were imported. */
const imported = new Set<string>();

function track(name: string) {
  jest.doMock(name, () => {
    imported.add(name);
    return jest.requireActual(name);
  });
}

beforeEach(() => {
  jest.resetModules();
  imported.clear();
  track('../accountActions');
  track('../../auth/accountService');
  localStorage.clear();
  sessionStorage.clear();
});

const loadShared = () => import('../../index');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it('the entry and the sign-in screen (a session, Firebase loaded) import no account code', async () => {
  const shared = await loadShared();
  shared.configure({ authEmulatorUrl: 'http://127.0.0.1:9' });
  shared.preloadFirebase();
  await shared.loadFirebaseAuth();
  await tick();
  expect([...imported]).toEqual([]);
  shared.stopSession();
});

it('preloadAccountActions imports the account actions and their Firebase operations', async () => {
  const shared = await loadShared();
  shared.configure({ authEmulatorUrl: 'http://127.0.0.1:9' });
  shared.preloadAccountActions();
  await tick();
  await shared.loadFirebaseAuth();
  await tick();
  expect([...imported].sort()).toEqual(['../../auth/accountService', '../accountActions']);
  shared.stopSession();
});
