// Unit tests only (host, remote, example host): an AuthContext value with jest mocks for the actions.
// Integration and browser tests use the real provider against the Firebase Auth emulator.
import type { Passkey, ProfileUpdatePayload, SessionUser, UserProfile } from '@thryve/contract';

import { resolveConfig } from '../config/config';
import type { AuthContextValue } from '../react/AuthContext';

/** Who the fake actions say signed in. */
export const FAKE_USER: SessionUser = {
  uid: 'fake-uid',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  emailVerified: false,
};

/** What the fake `updateProfile` answers: the saved fields, as the API would (no picture kept). */
function savedProfile(update: ProfileUpdatePayload): UserProfile {
  const { profilePicture: _picture, ...fields } = update;
  const at = new Date(0).toISOString();
  return {
    ...fields,
    id: FAKE_USER.uid,
    email: FAKE_USER.email ?? '',
    role: null,
    pictureUrl: null,
    emailVerified: FAKE_USER.emailVerified,
    createdAt: at,
    updatedAt: at,
  };
}

/** The passkey the fake `addPasskey` adds (named as asked, else as the account screen's browser would name it). */
export function fakePasskey(name = 'Chrome on Linux'): Passkey {
  return { id: `passkey-${name}`, name, createdAt: new Date(0).toISOString(), lastUsedAt: null };
}

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    loading: false,
    token: null,
    role: null,
    config: resolveConfig(),
    navigate: jest.fn(),
    signIn: jest.fn(async () => FAKE_USER),
    signUp: jest.fn(async () => FAKE_USER),
    signInWithGoogle: jest.fn(async () => FAKE_USER),
    signOut: jest.fn(async () => undefined),
    resetPassword: jest.fn(async () => undefined),
    updateProfile: jest.fn(async (update: ProfileUpdatePayload) => savedProfile(update)),
    changePassword: jest.fn(async () => undefined),
    sendVerificationEmail: jest.fn(async () => undefined),
    refreshUser: jest.fn(async () => undefined),
    signOutEverywhere: jest.fn(async () => undefined),
    deleteAccount: jest.fn(async () => undefined),
    signInWithPasskey: jest.fn(async () => FAKE_USER),
    listPasskeys: jest.fn(async () => []),
    addPasskey: jest.fn(async (name?: string) => fakePasskey(name)),
    removePasskey: jest.fn(async () => undefined),
    ...overrides,
  };
}

export type { AccountActions } from '../session/accountActions';
export { checkPseudoLocale, pseudoLocalization, type PseudoCheck } from './pseudoLocale';
export { standInFirebase, type SessionOperations, type StandInFirebase } from './standInFirebase';
