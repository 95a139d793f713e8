// The session store's actions on the signed-in user's own account (the account screen, or a host's own code), and
// the operations they run (Firebase and the product API). The store loads this module with import() (parts.ts) when
// an account action first needs it, so the sign-in screen never loads it.
import {
  AppError,
  type AuthActions,
  type LazyModule,
  type Passkey,
  type ProfileCompletionPayload,
  type ProfileUpdatePayload,
  type UserProfile,
} from '@thryve/contract';
import {
  accountDeleteFailure,
  passkeyAddFailure,
  passkeyRemoveFailure,
  passwordChangeFailure,
  profileUpdateFailure,
  signOutEverywhereFailure,
  userRefreshFailure,
  verificationEmailFailure,
  type AuthErrorEvent,
} from '@thryve/contract/errors';
import type { Auth, User } from 'firebase/auth';

import { defaultPasskeyName } from '../passkeys/passkeyName';
import type * as PasskeyPart from '../passkeys/passkeySignIn';
import type { createEmitter } from './emitter';

export {
  changePassword,
  reauthenticateWithGoogle,
  reauthenticateWithPassword,
  reloadUser,
  renameUser,
  sendVerificationEmail,
  setPasswordWithCode,
} from '../auth/accountService';
export {
  completeProfileOnApi as completeProfile,
  deleteAccountOnApi as deleteAccount,
  revokeSessionsOnApi as revokeSessions,
  updateProfileOnApi as saveProfile,
} from '../http/accountApi';

/** What the account actions run: this module's own exports above, or a unit test's stand-ins (parts.ts). */
export interface AccountOperations {
  saveProfile(payload: ProfileUpdatePayload): Promise<UserProfile>;
  /** Registers the profile of an account that has none (`POST api/Identity/register` without passwords). */
  completeProfile(payload: ProfileCompletionPayload): Promise<UserProfile>;
  renameUser(user: User, displayName: string): Promise<void>;
  changePassword(user: User, currentPassword: string, newPassword: string): Promise<void>;
  /** The API ends the user's sign-ins: every one (`none`), or every one older than this one (`current`). */
  revokeSessions(keep: 'none' | 'current'): Promise<void>;
  sendVerificationEmail(user: User): Promise<void>;
  reloadUser(user: User): Promise<void>;
  reauthenticateWithPassword(user: User, password: string): Promise<void>;
  /** Opens the Google popup: call it synchronously from the click. */
  reauthenticateWithGoogle(user: User): Promise<void>;
  /** The API deletes the user's data, then the Firebase user. */
  deleteAccount(): Promise<void>;
}

export type AccountActions = Required<
  Pick<
    AuthActions,
    | 'updateProfile'
    | 'completeProfile'
    | 'changePassword'
    | 'sendVerificationEmail'
    | 'refreshUser'
    | 'signOutEverywhere'
    | 'deleteAccount'
    | 'listPasskeys'
    | 'addPasskey'
    | 'removePasskey'
  >
>;

/** What the account actions need of the store. */
export interface AccountContext {
  connection: { now(): Firebase | null; ready(): Promise<Firebase> };
  operations: AccountOperations;
  /** The passkey code (WebAuthn and its endpoints), a chunk of its own shared with passkey sign-in. */
  passkeys: LazyModule<typeof PasskeyPart>;
  events: ReturnType<typeof createEmitter>;
  /** Puts the user as Firebase now has them (name, emailVerified, token) in the state, before the action resolves. */
  publish(user: User): Promise<void>;
  /** Signs out of Firebase on this device and clears the session, without calling the API. */
  signOutHere(): Promise<void>;
}

/** Firebase, loaded: its Auth instance. */
interface Firebase {
  auth: Auth;
}

interface SignedIn extends Firebase {
  user: User;
}

function notSignedIn(): AppError {
  return new AppError('auth/not-signed-in', 'Thryve: this action is for the signed-in user, and nobody is signed in');
}

/** The account actions of one store (each store builds them once, when their code has loaded). */
export function createAccountActions(context: AccountContext): AccountActions {
  const { events, operations } = context;
  let signOutEverywhereInFlight: Promise<void> | null = null;
  let deleteInFlight: Promise<void> | null = null;
  let addPasskeyInFlight: Promise<Passkey> | null = null;

  /** Firebase, loaded if need be, and the signed-in user; rejects when signed out. */
  async function signedIn(): Promise<SignedIn> {
    const connection = await context.connection.ready();
    const user = connection.auth.currentUser;
    if (!user) throw notSignedIn();
    return { ...connection, user };
  }

  /** Runs an action; its failure is reported once to onError (`explain` gives the event) and rejects as it came. */
  async function reported<T>(explain: (error: unknown) => AuthErrorEvent | null, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const failure = explain(error);
      if (failure) events.emit('onError', failure);
      throw error;
    }
  }

  /**
   * The fresh proof of identity that deletion needs. Not async on purpose: with Firebase loaded (the usual case on
   * the account screen), the Google popup opens within the click, as signInWithGoogle's.
   */
  function reauthenticated(proof: { password: string } | { google: true }): Promise<SignedIn> {
    const connection = context.connection.now();
    const user = connection?.auth.currentUser;
    if ('google' in proof && connection && user) {
      return operations.reauthenticateWithGoogle(user).then(() => ({ ...connection, user }));
    }
    return signedIn().then(async (session) => {
      if ('google' in proof) await operations.reauthenticateWithGoogle(session.user);
      else await operations.reauthenticateWithPassword(session.user, proof.password);
      return session;
    });
  }

  async function deleteAccount(proof: { password: string } | { google: true }): Promise<void> {
    const { user } = await reauthenticated(proof);
    // The API checks that the sign-in is recent (`auth_time`): a token of the re-authentication, not a cached one.
    await user.getIdToken(true);
    await operations.deleteAccount();
    // The account is gone: nothing to end on the server (the logout endpoint would refuse a deleted user).
    await context.signOutHere();
    events.emit('onAccountDelete');
  }

  /** A profile the API has just saved: the Firebase user named after it, the state updated, onProfileUpdate. */
  async function profileSaved(user: User, profile: UserProfile): Promise<UserProfile> {
    // The API holds the profile; the Firebase name is what the snapshot and home show. Its failure leaves the
    // profile saved (the name catches up at the next save), so it is not the action's failure.
    await operations
      .renameUser(user, `${profile.firstName} ${profile.lastName}`)
      .catch((error: unknown) => console.warn('Thryve account: the new name was not set in Firebase', error));
    await context.publish(user);
    events.emit('onProfileUpdate', profile);
    return profile;
  }

  return {
    updateProfile: (update) =>
      reported(profileUpdateFailure, async () => {
        const { user } = await signedIn();
        return profileSaved(user, await operations.saveProfile(update));
      }),

    completeProfile: (payload) =>
      reported(profileUpdateFailure, async () => {
        const { user } = await signedIn();
        return profileSaved(user, await operations.completeProfile(payload));
      }),

    changePassword: (currentPassword, newPassword) =>
      reported(passwordChangeFailure, async () => {
        const { user } = await signedIn();
        await operations.changePassword(user, currentPassword, newPassword);
        await context.publish(user);
        // Firebase already refuses the sign-ins from before the change (its `validSince`): the API's revocation
        // makes the API refuse them at once, not after its cache of Firebase's answer. Its failure leaves the
        // password changed and the other devices refused soon, so it does not make the change a failure.
        await operations
          .revokeSessions('current')
          .catch((error: unknown) => console.warn('Thryve account: the API did not end the other sign-ins', error));
      }),

    sendVerificationEmail: () =>
      reported(verificationEmailFailure, async () => {
        const { user } = await signedIn();
        await operations.sendVerificationEmail(user);
      }),

    refreshUser: () =>
      reported(userRefreshFailure, async () => {
        const { user } = await signedIn();
        await operations.reloadUser(user);
        await context.publish(user);
      }),

    // Single flight: a double click ends the sessions once and fires one onSignOut.
    signOutEverywhere() {
      signOutEverywhereInFlight ??= reported(signOutEverywhereFailure, async () => {
        await signedIn();
        await operations.revokeSessions('none');
        // This sign-in was revoked with the others: nothing left to end on the server.
        await context.signOutHere();
        events.emit('onSignOut');
      }).finally(() => {
        signOutEverywhereInFlight = null;
      });
      return signOutEverywhereInFlight;
    },

    // Single flight too: one deletion and one onAccountDelete for a double click.
    deleteAccount(proof) {
      deleteInFlight ??= reported(accountDeleteFailure, () => deleteAccount(proof)).finally(() => {
        deleteInFlight = null;
      });
      return deleteInFlight;
    },

    // A read: its failure is the caller's to show (as the profile's), no onError.
    listPasskeys: () => signedIn().then(() => context.passkeys.load().then((code) => code.list())),

    // Single flight: a double click opens one browser prompt and adds one passkey.
    addPasskey(name) {
      addPasskeyInFlight ??= reported(passkeyAddFailure, async () => {
        await signedIn();
        const code = await context.passkeys.load();
        return code.register(name ?? defaultPasskeyName());
      }).finally(() => {
        addPasskeyInFlight = null;
      });
      return addPasskeyInFlight;
    },

    removePasskey: (id) =>
      reported(passkeyRemoveFailure, async () => {
        await signedIn();
        await (await context.passkeys.load()).remove(id);
      }),
  };
}
