import type { createAccountActions } from './accountActions';
import type { AccountOperations } from './accountOperations';
import { lazyModule, type LazyModule } from './lazyModule';

/** The account actions' code, once loaded: what builds them, and the operations they run. */
export interface AccountCode {
  createAccountActions: typeof createAccountActions;
  operations: AccountOperations;
}

/** How the session store gets the account code; injectable so that unit tests can hand it stand-in operations. */
export type AccountLoader = LazyModule<AccountCode>;

/** The page's loader: the bundler's chunk of accountCode.ts, fetched when an account action first needs it. */
export const pageAccount: AccountLoader = lazyModule(
  () => import('./accountCode'),
  (chunk) => ({ createAccountActions: chunk.createAccountActions, operations: chunk.accountOperations }),
  'the account code',
);
