// The session's code that loads on first use, each part a chunk of its own through the bundler's import(), written
// here once: Firebase and the sign-in operations, the account actions, passkeys. No first screen carries them: the
// store loads Firebase at once only for a stored session, the others when an action first needs them.
import { lazyModule, type LazyModule } from '@thryve/contract';

import type * as FirebasePart from '../auth/authService';
import type * as PasskeyPart from '../passkeys/passkeySignIn';
import type * as AccountPart from './accountActions';

export type { AccountPart, FirebasePart, PasskeyPart };

/**
 * What the session store loads on demand: its one seam, so that unit tests hand it stand-ins (the page's are
 * `pageParts`). `load()` rejects with `AppError('auth/unavailable')` and tries again on the next call; `loaded()`
 * gives a part synchronously once it is there (the Google popup must open within the click).
 */
export interface SessionParts {
  firebase: LazyModule<typeof FirebasePart>;
  account: LazyModule<typeof AccountPart>;
  passkeys: LazyModule<typeof PasskeyPart>;
}

const whole = <M>(module: M) => module;

/** The page's parts: the bundler's chunks (it forgets a chunk that failed, so a retry fetches it again). */
export const pageParts: SessionParts = {
  firebase: lazyModule(() => import('../auth/authService'), whole, 'the sign-in code (Firebase)'),
  account: lazyModule(() => import('./accountActions'), whole, 'the account code'),
  passkeys: lazyModule(
    () => import(/* webpackChunkName: "thryve-passkeys" */ '../passkeys/passkeySignIn'),
    whole,
    'the passkey code',
  ),
};
