// A browser profile on disk that a test closes and launches again: a real browser restart, as a user makes one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type BrowserContext, type Page } from '@playwright/test';

import { TOKEN_STORAGE_KEY } from '../../shared/src/auth/tokenStorage';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { E2E_URLS } from './ports';
import { watchCsp } from './test';

export interface PersistentBrowser {
  /** The one tab of the browser now running (a new one after each restart). */
  page(): Page;
  /** Closes the browser (its profile is written to disk) and launches it again on the same profile. */
  restart(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Chromium on a profile folder of its own, launched as the browser tests launch it (playwright.config.ts). Its pages'
 * CSP violations go to `cspViolations` (the test's fixture, checked after the test), after each restart too.
 */
export async function launchPersistentBrowser(cspViolations: string[]): Promise<PersistentBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'thryve-profile-'));
  const launch = async () => {
    const launched = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
      baseURL: E2E_URLS.host,
    });
    await watchCsp(launched, cspViolations);
    return launched;
  };
  let context: BrowserContext = await launch();
  const firstTab = async () => context.pages()[0] ?? (await context.newPage());
  let current = await firstTab();
  return {
    page: () => current,
    async restart() {
      await context.close();
      context = await launch();
      current = await firstTab();
      return current;
    },
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Where the page's origin keeps the app's `thryve_token`: in localStorage, sessionStorage, both or neither. */
export function tokenStoredIn(page: Page) {
  return page.evaluate(
    (name) => ({ local: localStorage.getItem(name) !== null, session: sessionStorage.getItem(name) !== null }),
    TOKEN_STORAGE_KEY,
  );
}

/** Firebase's saved user: whether the origin holds one in sessionStorage, localStorage or IndexedDB. */
export function firebaseUserStoredIn(page: Page) {
  return page.evaluate(async () => {
    const isUserKey = (key: string | null) => key?.startsWith('firebase:authUser:') ?? false;
    const inStorage = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i)).some(isUserKey);
    const inIndexedDb = await new Promise<boolean>((resolve) => {
      const open = indexedDB.open('firebaseLocalStorageDb');
      open.onerror = () => resolve(false);
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('firebaseLocalStorage')) return resolve(false);
        const all = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').getAllKeys();
        all.onsuccess = () => resolve(all.result.some((key) => isUserKey(String(key))));
        all.onerror = () => resolve(false);
      };
    });
    return { local: inStorage(localStorage), session: inStorage(sessionStorage), indexedDb: inIndexedDb };
  });
}
