// Test helper: renders a screen inside a fake AuthContext value (unit tests only; integration tests use Firebase).
import { render } from '@testing-library/react';
import {
  type AuthUser,
  type ProfileCompletionPayload,
  type ProfileUpdatePayload,
  type UserProfile,
} from '@thryve/contract';
import { AuthContext, resolveConfig, type AuthContextValue } from '@thryve/shared';
import { fakeAuth as fakeAuthValue, fakePasskey, type AccountActions } from '@thryve/shared/testing';
import type { ReactElement } from 'react';

/** The profile the fake API and `updateProfile` start from. */
export const ADA_PROFILE: UserProfile = {
  id: 'uid-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  birthday: '1990-12-10',
  height: 66,
  weight: 130,
  role: null,
  pictureUrl: 'api/Identity/user/picture?v=abc',
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

/**
 * Every account action of the session as a jest mock that succeeds (typed with the session's own list, so that a new
 * action must be faked here); `updateProfile` answers the profile with the update applied, `completeProfile` the
 * profile registered.
 */
function accountActions(): AccountActions {
  return {
    updateProfile: jest.fn(async ({ profilePicture, ...fields }: ProfileUpdatePayload) => ({
      ...ADA_PROFILE,
      ...fields,
      pictureUrl:
        profilePicture === null ? null : profilePicture ? 'api/Identity/user/picture?v=new' : ADA_PROFILE.pictureUrl,
      updatedAt: '2025-02-01T00:00:00.000Z',
    })),
    completeProfile: jest.fn(async ({ profilePicture, ...fields }: ProfileCompletionPayload) => ({
      ...ADA_PROFILE,
      ...fields,
      pictureUrl: profilePicture ? 'api/Identity/user/picture?v=new' : null,
    })),
    changePassword: jest.fn(async () => undefined),
    sendVerificationEmail: jest.fn(async () => undefined),
    refreshUser: jest.fn(async () => undefined),
    signOutEverywhere: jest.fn(async () => undefined),
    deleteAccount: jest.fn(async () => undefined),
    listPasskeys: jest.fn(async () => []),
    addPasskey: jest.fn(async (name?: string) => fakePasskey(name)),
    removePasskey: jest.fn(async () => undefined),
  };
}

/** The remote's screens are tested with a distinct success path, to see that they follow the config. */
function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return fakeAuthValue({
    config: resolveConfig({ apiBaseUrl: 'http://api.test/', brandName: 'Thryve Health', successPath: '/dashboard' }),
    ...accountActions(),
    ...overrides,
  });
}

export function renderWithAuth(ui: ReactElement, overrides: Partial<AuthContextValue> = {}) {
  const auth = fakeAuth(overrides);
  const result = render(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>);
  return { ...result, auth };
}

/** Ada signed in with a password, her email verified; `user` changes fields of her user. */
export function signedInAs(user: Partial<AuthUser> = {}): Pick<AuthContextValue, 'user' | 'token'> {
  const ada: AuthUser = {
    uid: 'uid-ada',
    displayName: 'Ada Lovelace',
    email: 'ada@example.com',
    emailVerified: true,
    providers: ['password'],
    idToken: 'token-ada',
  };
  return { user: { ...ada, ...user }, token: ada.idToken };
}

/** An error shaped like Firebase's (`code` is what the screens look at). */
export function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code });
}
