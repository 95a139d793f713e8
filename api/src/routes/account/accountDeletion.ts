import type { Auth } from 'firebase-admin/auth';

import type { AccountRepository } from '../../db/accountRepository';

/** Refuses every token of a deleted uid: no token of it can be signed in later than this. */
const EVERY_TOKEN = Number.MAX_SAFE_INTEGER;

interface DeletionSteps {
  accounts: Pick<AccountRepository, 'deleteAll'>;
  /** Deletes the Firebase user; resolves once it is gone, already gone included. */
  deleteUser: (uid: string) => Promise<void>;
}

/** Firebase's deleteUser, where "no such user" counts as done: a retry after the account went. */
export async function deleteFirebaseUser(auth: Pick<Auth, 'deleteUser'>, uid: string): Promise<void> {
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
  }
}

/**
 * Deletes an account, data first, the Firebase user second: a crash between the two leaves an account without data,
 * whose owner signs in and deletes again, never data no one could delete. Then the rows are swept once more (a write
 * that raced the first sweep) and every token of the uid is refused on every instance at once (db/changes.ts). Safe
 * to run again at any point; rejects when Firebase fails (the data is gone, the account stays: retrying finishes it).
 */
export async function deleteAccount(uid: string, steps: DeletionSteps): Promise<void> {
  await steps.accounts.deleteAll(uid);
  await steps.deleteUser(uid);
  await steps.accounts.deleteAll(uid, EVERY_TOKEN);
}
