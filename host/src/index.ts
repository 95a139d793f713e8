import { preloadAuthRemote } from './remotes/preloadAuthRemote';

// In parallel with the host's own chunks: the remote's entry and the first screen (see preloadAuthRemote).
preloadAuthRemote(window.location.pathname);
// Only an async boundary: shared singletons are negotiated before any app code runs. In a task of its own, after
// this script's (the federation runtime's start), so that the two are two short tasks, not one long one.
setTimeout(() => void import('./bootstrap'), 0);
