// Firebase off the first screen: the package entry and a session without a stored user never import Firebase;
// it is imported when something needs it, and a Firebase that cannot be imported is a clear, retriable error.

/** Which Firebase packages were imported, and whether importing them fails (as a chunk that cannot be fetched). */
const firebase = { imported: [] as string[], failing: false };

function track(name: 'firebase/app' | 'firebase/auth') {
  jest.doMock(name, () => {
    firebase.imported.push(name);
    if (firebase.failing) throw new Error(`ChunkLoadError: Loading chunk of ${name} failed.`);
    return jest.requireActual(name);
  });
}

beforeEach(() => {
  jest.resetModules();
  firebase.imported = [];
  firebase.failing = false;
  track('firebase/app');
  track('firebase/auth');
  localStorage.clear();
  sessionStorage.clear();
});

type Shared = typeof import('../index');
const loadShared = () => import('../index') as Promise<Shared>;

it('the package entry imports no Firebase, nor does a session with nobody stored (signed out at once)', async () => {
  const shared = await loadShared();
  const session = shared.startSession({ authEmulatorUrl: 'http://127.0.0.1:9' });
  expect(session.getSnapshot().status).toBe('signedOut');
  expect(await shared.getIdToken()).toBeNull();
  expect(firebase.imported).toEqual([]);
  shared.stopSession();
});

it('imports Firebase at once for a remembered user, who stays loading meanwhile', async () => {
  localStorage.setItem('firebase:authUser:demo-api-key:thryve', '{"uid":"u1"}');
  const shared = await loadShared();
  const session = shared.startSession({ authEmulatorUrl: 'http://127.0.0.1:9' });
  expect(session.getSnapshot().status).toBe('loading');
  const auth = await shared.loadFirebaseAuth();
  expect(firebase.imported.sort()).toEqual(['firebase/app', 'firebase/auth']);
  expect(auth.app.name).toBe(shared.FIREBASE_APP_NAME);
  shared.stopSession();
});

it('preloadFirebase imports Firebase without starting a session; loadFirebaseAuth gives the one instance', async () => {
  const shared = await loadShared();
  shared.preloadFirebase();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(firebase.imported.sort()).toEqual(['firebase/app', 'firebase/auth']);
  expect(globalThis.__thryveSession).toBeUndefined();
  shared.configure({ authEmulatorUrl: 'http://127.0.0.1:9' });
  const auth = await shared.loadFirebaseAuth();
  expect(await shared.loadFirebaseAuth()).toBe(auth);
  shared.stopSession();
});

it('a Firebase that cannot be loaded rejects with AppError auth/unavailable (localised on screen); a retry loads it', async () => {
  firebase.failing = true;
  const shared = await loadShared();
  shared.configure({ authEmulatorUrl: 'http://127.0.0.1:9' });
  const failure = await shared.loadFirebaseAuth().then(
    () => null,
    (error: unknown) => error,
  );
  expect(shared.isAppError(failure) && failure.code).toBe('auth/unavailable');
  expect((await shared.loadErrorCatalogue()).signInErrorMessage(failure)).toEqual({
    field: 'form',
    message: 'We could not reach the sign-in service. Check your connection, then try again.',
  });

  firebase.failing = false;
  jest.resetModules(); // the bundler forgets a failed chunk; Jest's registry must forget the failed module too
  track('firebase/app');
  track('firebase/auth');
  await expect(shared.loadFirebaseAuth()).resolves.toMatchObject({ app: { name: 'thryve' } });
  shared.stopSession();
});

it('endServerSession (the server half of Logout) loads with the sign-in code, and never rejects, even when that code cannot load', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const onServer = jest.fn(async (_timeoutMs?: number) => undefined);
  jest.doMock('../auth/endServerSession', () => ({ SERVER_LOGOUT_TIMEOUT_MS: 3_000, endServerSession: onServer }));
  const shared = await loadShared();
  firebase.failing = true;
  await expect(shared.endServerSession(50)).resolves.toBeUndefined();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(onServer).not.toHaveBeenCalled();
  firebase.failing = false;
  await expect(shared.endServerSession(50)).resolves.toBeUndefined();
  expect(firebase.imported).toContain('firebase/app');
  expect(onServer).toHaveBeenCalledWith(50);
  warn.mockRestore();
});
