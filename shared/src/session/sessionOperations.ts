import type { Auth, User } from 'firebase/auth';

import * as authService from '../auth/authService';
import { endServerSession } from '../auth/endServerSession';
import type { RegisterPayload } from '../types/api';

/** The operations the store performs; injectable so that unit tests can run it without Firebase. */
export interface SessionOperations {
  signInWithEmail: typeof authService.signInWithEmail;
  signInWithGoogle: typeof authService.signInWithGoogle;
  signInWithToken: typeof authService.signInWithToken;
  createAccount: (auth: Auth, payload: RegisterPayload) => Promise<User>;
  applyPersistence: typeof authService.applyPersistence;
  requestPasswordReset: typeof authService.requestPasswordReset;
  endServerSession: () => Promise<void>;
}

/** The real operations: Firebase Auth and the product API. */
export const defaultOperations: SessionOperations = {
  signInWithEmail: authService.signInWithEmail,
  signInWithGoogle: authService.signInWithGoogle,
  signInWithToken: authService.signInWithToken,
  createAccount: (auth, payload) => authService.createAccount(auth, payload),
  applyPersistence: authService.applyPersistence,
  requestPasswordReset: authService.requestPasswordReset,
  // Looked up at call time, not captured: tests may replace the module's export.
  endServerSession: () => endServerSession(),
};
