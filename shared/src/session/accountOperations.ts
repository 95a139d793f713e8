// The account actions' operations (Firebase and the product API), loaded with them in a chunk of their own
// (accountCode.ts): the sign-in screen never loads them.
import type { Auth, User } from 'firebase/auth';

import { deleteAccountOnApi, revokeSessionsOnApi, updateProfileOnApi } from '@thryve/shared/http';

import * as accountService from '../auth/accountService';
import { pagePasskeys } from '../passkeys/passkeyLoader';
import type { Passkey, ProfileUpdatePayload, UserProfile } from '../types/api';

/** What the store's account actions do; injectable so that unit tests can run the store without Firebase or API. */
export interface AccountOperations {
  saveProfile(payload: ProfileUpdatePayload): Promise<UserProfile>;
  renameUser(user: User, displayName: string): Promise<void>;
  changePassword(user: User, currentPassword: string, newPassword: string): Promise<void>;
  /** The API ends the user's sign-ins: every one (`none`), or every one older than this one (`current`). */
  revokeSessions(keep: 'none' | 'current'): Promise<void>;
  sendVerificationEmail(user: User): Promise<void>;
  /** Sets the password with a reset code; resolves with the account's email. */
  setPasswordWithCode(auth: Auth, code: string, newPassword: string): Promise<string>;
  reloadUser(user: User): Promise<void>;
  reauthenticateWithPassword(user: User, password: string): Promise<void>;
  /** Opens the Google popup: call it synchronously from the click. */
  reauthenticateWithGoogle(user: User): Promise<void>;
  /** The API deletes the user's data, then the Firebase user. */
  deleteAccount(): Promise<void>;
  listPasskeys(): Promise<Passkey[]>;
  /** The browser's prompt, then the API saves the new passkey. */
  registerPasskey(name?: string): Promise<Passkey>;
  removePasskey(id: string): Promise<void>;
}

/** The real operations: Firebase Auth and the product API (through the one client, which adds the token). */
export const accountOperations: AccountOperations = {
  saveProfile: updateProfileOnApi,
  renameUser: accountService.renameUser,
  changePassword: accountService.changePassword,
  revokeSessions: revokeSessionsOnApi,
  sendVerificationEmail: accountService.sendVerificationEmail,
  setPasswordWithCode: accountService.setPasswordWithCode,
  reloadUser: accountService.reloadUser,
  reauthenticateWithPassword: accountService.reauthenticateWithPassword,
  reauthenticateWithGoogle: accountService.reauthenticateWithGoogle,
  deleteAccount: deleteAccountOnApi,
  // The passkey code (WebAuthn and its endpoints) is a chunk of its own, shared with passkey sign-in.
  listPasskeys: () => pagePasskeys.load().then((code) => code.list()),
  registerPasskey: (name) => pagePasskeys.load().then((code) => code.register(name)),
  removePasskey: (id) => pagePasskeys.load().then((code) => code.remove(id)),
};
