import type { AuthState, SessionSnapshot } from '@thryve/contract';

function status(state: AuthState): SessionSnapshot['status'] {
  if (state.loading) return 'loading';
  return state.user ? 'signedIn' : 'signedOut';
}

/**
 * The public snapshot of a state, without the token. Returns `previous` itself when nothing a host sees has
 * changed (a token refresh), so listeners are called only for real changes and snapshots compare with `===`.
 */
export function toSnapshot(state: AuthState, previous: SessionSnapshot | null): SessionSnapshot {
  const next: SessionSnapshot = {
    status: status(state),
    user: state.user
      ? {
          uid: state.user.uid,
          email: state.user.email,
          displayName: state.user.displayName,
          emailVerified: state.user.emailVerified,
        }
      : null,
    role: state.user ? state.role : null,
  };
  if (
    previous &&
    previous.status === next.status &&
    previous.role === next.role &&
    previous.user?.uid === next.user?.uid &&
    previous.user?.email === next.user?.email &&
    previous.user?.displayName === next.user?.displayName &&
    previous.user?.emailVerified === next.user?.emailVerified
  ) {
    return previous;
  }
  return next;
}
