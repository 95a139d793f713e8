// The Firebase operations on the signed-in user's own account, as plain functions of a `User` (authService.ts has
// sign-in and sign-up). Loaded only with the account actions (session/accountActions.ts), never at sign-in.
import {
  browserPopupRedirectResolver,
  confirmPasswordReset,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  reload,
  sendEmailVerification,
  updatePassword,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';

/** A fresh sign-in of the same user with their password; a wrong one rejects (`auth/invalid-credential`). */
export async function reauthenticateWithPassword(user: User, password: string): Promise<void> {
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
}

/**
 * A fresh Google sign-in of the same user (another Google account rejects with `auth/user-mismatch`). Call it
 * synchronously from the click handler, as signInWithGoogle: popup blockers refuse a window opened later.
 */
export function reauthenticateWithGoogle(user: User): Promise<void> {
  return reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver).then(() => undefined);
}

/**
 * Checks the current password (re-authentication), then sets the new one. Firebase then refuses every token of
 * the sign-ins before the change (the account's `validSince`), this device's too: its tokens keep the
 * `auth_time` of the re-authentication, which the change follows. So this device signs in again with the new
 * password, and its tokens stay valid for the API.
 */
export async function changePassword(user: User, currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticateWithPassword(user, currentPassword);
  await updatePassword(user, newPassword);
  await reauthenticateWithPassword(user, newPassword);
}

/**
 * Sends Firebase's verification email to the user's address. Its continue URL is this site's start page: where the
 * app's action page (the link's target, set in the project's email templates) goes once the address is verified.
 */
export async function sendVerificationEmail(user: User): Promise<void> {
  const origin = globalThis.location?.origin;
  await sendEmailVerification(user, origin?.startsWith('http') ? { url: `${origin}/` } : null);
}

/** Sets the password of the account a reset code (Firebase's mail, or the API's answer) was made for: its email. */
export async function setPasswordWithCode(auth: Auth, code: string, newPassword: string): Promise<string> {
  const email = await verifyPasswordResetCode(auth, code);
  await confirmPasswordReset(auth, code, newPassword);
  return email;
}

/** Reads the user again from Firebase (a followed verification link) and gets a token whose claims say so. */
export async function reloadUser(user: User): Promise<void> {
  await reload(user);
  await user.getIdToken(true);
}

/** Sets the Firebase user's display name (what the session snapshot and the home page show). */
export async function renameUser(user: User, displayName: string): Promise<void> {
  await updateProfile(user, { displayName });
}
