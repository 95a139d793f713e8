/**
 * The module an `errorLoadRemote` plugin answers with when a remote cannot be loaded. Plain TypeScript on
 * purpose: runtime plugins are bundled into the federation runtime, before shared modules (React) exist.
 */
export const REMOTE_FALLBACK_MARKER = '__thryveRemoteFallback' as const;

/** An error with a stable `kind`, recognised across bundles (no `instanceof`). */
export class RemoteUnavailableError extends Error {
  readonly kind = 'RemoteUnavailableError' as const;

  constructor(
    readonly remoteId: string,
    options?: { cause?: unknown },
  ) {
    super(`The federated module "${remoteId}" could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}

export function isRemoteUnavailableError(error: unknown): error is RemoteUnavailableError {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'RemoteUnavailableError';
}

export interface RemoteFallbackModule {
  readonly [REMOTE_FALLBACK_MARKER]: true;
  readonly __esModule: true;
  /** Why the module is not there (what its component throws). */
  readonly error: RemoteUnavailableError;
  /** Rendering it throws, so that an error boundary shows the unavailable screen. */
  readonly default: () => never;
}

export function createRemoteFallbackModule(remoteId: string, cause: unknown): RemoteFallbackModule {
  const error = new RemoteUnavailableError(remoteId, { cause });
  return {
    [REMOTE_FALLBACK_MARKER]: true,
    __esModule: true,
    error,
    default: () => {
      throw error;
    },
  };
}

export function isRemoteFallbackModule(value: unknown): value is RemoteFallbackModule {
  return typeof value === 'object' && value !== null && REMOTE_FALLBACK_MARKER in value;
}
