// The chunk of the account actions: their logic and their operations (Firebase, the product API). The store imports
// it with import() (accountLoader.ts) when an account action first needs it, so the sign-in screen never loads it.
export { createAccountActions } from './accountActions';
export { accountOperations } from './accountOperations';
