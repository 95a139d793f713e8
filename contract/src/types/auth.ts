// The auth state and actions as the screens and a host see them: plain types, no React (the bindings are
// react/AuthContext.ts).
import type { Passkey, ProfileCompletionPayload, ProfileUpdatePayload, RegisterPayload, UserProfile } from './api';
import type { SessionUser } from './session';

/** The signed-in user as the screens see it. */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  /** Firebase's `emailVerified` of the user (always true for Google accounts). */
  emailVerified: boolean;
  /** Firebase provider ids of the user's sign-in methods (`password`, `google.com`). */
  providers: readonly string[];
  idToken: string;
}

export interface AuthState {
  user: AuthUser | null;
  /** True until Firebase has said whether someone is signed in. */
  loading: boolean;
  token: string | null;
  /** The ID token's `role` claim, or null when absent. */
  role: string | null;
  /**
   * True once the API has refused this page's sign-in (ended on another device, revoked) and the page was signed out
   * for it; false again at the next sign-in. The sign-in screen says so. Since 2.2.
   */
  sessionRefused?: boolean;
}

/** How `signInWithPasskey` asks (since 3.1). */
export interface PasskeySignInOptions {
  /**
   * Offer the passkeys in the autofill of the page's input with `autocomplete="username webauthn"` (conditional
   * mediation) instead of opening the browser's prompt. Resolves when the user picks one; a user who only dismisses
   * the suggestions is no failure (nothing is reported).
   */
  conditional?: boolean;
  /** Abandons the request (the screen went away, another sign-in started): it rejects with an `AbortError`, unreported. */
  signal?: AbortSignal;
}

export interface AuthActions {
  /** Resolves with the signed-in user once the session shows them. */
  signIn(email: string, password: string, rememberMe: boolean): Promise<SessionUser>;
  /** Validated payload: creates the Firebase account, registers it with the API; undoes the account on failure. */
  signUp(payload: RegisterPayload): Promise<SessionUser>;
  /** Must be called synchronously from a click handler (popup blockers). */
  signInWithGoogle(rememberMe: boolean): Promise<SessionUser>;
  signOut(): Promise<void>;
  resetPassword(email: string): Promise<void>;
  // The account of the signed-in user (the account screen, `auth_remote/UserProfile`). Each rejects when signed out.
  /**
   * Saves the profile (`PATCH api/Identity/user`), renames the Firebase user to match, fires onProfileUpdate and
   * resolves with the API's new answer. A refusal rejects with the API's error (field messages in `details`).
   */
  updateProfile(update: ProfileUpdatePayload): Promise<UserProfile>;
  /**
   * Registers the profile of a signed-in user who has none (`POST api/Identity/register` without the password fields:
   * a Google sign-in, an address taken back, a sign-up whose registration failed); `payload.email` is the user's
   * (the API refuses another). Then as updateProfile: renames the Firebase user, fires onProfileUpdate, resolves with
   * the API's answer. Optional: a binding without it (an older remote) offers no completion.
   */
  completeProfile?(payload: ProfileCompletionPayload): Promise<UserProfile>;
  /**
   * Checks `currentPassword` with Firebase (re-authentication), sets the new one, then ends the user's other
   * sign-ins on the API; this device stays signed in.
   */
  changePassword(currentPassword: string, newPassword: string): Promise<void>;
  /** Sends Firebase's verification email to the user's address. */
  sendVerificationEmail(): Promise<void>;
  /** Reloads the user from Firebase (a followed verification link) and refreshes the token and the snapshot. */
  refreshUser(): Promise<void>;
  /** Ends every sign-in of the user (Firebase refresh tokens and the API), then signs out here; fires onSignOut. */
  signOutEverywhere(): Promise<void>;
  /**
   * Deletes the account after a fresh proof of identity: the password, or a Google sign-in (`{ google: true }`,
   * called synchronously from the click, as signInWithGoogle). Then signs out here and fires onAccountDelete.
   */
  deleteAccount(proof: { password: string } | { google: true }): Promise<void>;
  // Passkeys (since 3.1). Optional: a binding without them (an older remote, a partner's stand-in) shows no passkey
  // controls. Each needs WebAuthn in the browser (`window.PublicKeyCredential`).
  /**
   * Signs in with a passkey: the browser's prompt (or its autofill, `conditional`), the API's check, then Firebase.
   * `rememberMe` as for `signIn`; a function is read when the sign-in completes (the autofill's request may wait
   * long). Fires onSignIn, or onError with a `passkey/*` code.
   */
  signInWithPasskey?(rememberMe: boolean | (() => boolean), options?: PasskeySignInOptions): Promise<SessionUser>;
  /** The signed-in user's passkeys, newest first. A read: a failure rejects without onError. */
  listPasskeys?(): Promise<Passkey[]>;
  /**
   * Adds a passkey on this device (the browser's prompt) named `name`, by default the browser and system in English
   * ("Chrome on Linux"; the account screen passes them in its own language). Needs a sign-in within the last 5 minutes (else `auth/recent-sign-in-required`).
   */
  addPasskey?(name?: string): Promise<Passkey>;
  /** Removes one of the user's passkeys (one gone already counts as removed). */
  removePasskey?(id: string): Promise<void>;
}
