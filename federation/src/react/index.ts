// React bindings of @thryve/federation, for a host that shares React and the contract with the remote: the remote's
// provider and screens, loaded so that a remote that is down never takes the host's own pages with it.
export { AuthRemoteContext, useAuthRemote, type AuthRemoteState } from './AuthRemoteContext';
export { RemoteAuthProvider, type RemoteAuthProviderProps } from './RemoteAuthProvider';
export { RemoteBoundary } from './RemoteBoundary';
export { RemoteScreen, type RemoteScreenProps } from './RemoteScreen';
export { RemoteUnavailable, type RemoteUnavailableProps } from './RemoteUnavailable';
export { useRemoteModule, type RemoteLoader, type RemoteModuleState } from './useRemoteModule';
