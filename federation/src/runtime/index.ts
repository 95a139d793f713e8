// The browser side of @thryve/federation: the runtime plugins (each also its own module, default export, for a
// bundler's `runtimePlugins`) and the fallback a host recognises. Plain TypeScript, no React: runtime plugins run
// inside the federation runtime, before any shared module exists.
export {
  default as contractPlugin,
  CONTRACT_PACKAGE,
  ContractMismatchError,
  isContractMismatchError,
} from './contractPlugin';
export { default as offlineRemotePlugin } from './offlineRemotePlugin';
export { default as retryRemotePlugin } from './retryRemotePlugin';
export {
  createRemoteFallbackModule,
  isRemoteFallbackModule,
  isRemoteUnavailableError,
  REMOTE_FALLBACK_MARKER,
  RemoteUnavailableError,
  type RemoteFallbackModule,
} from './remoteFallback';
