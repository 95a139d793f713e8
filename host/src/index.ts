import { preloadAuthRemote } from './remotes/preloadAuthRemote';

// In parallel with the host's own chunks: the remote's entry and the first screen (see preloadAuthRemote).
preloadAuthRemote(window.location.pathname);
// Only an async boundary: shared singletons are negotiated before any app code runs. In a task of its own, after
// this script's (the federation runtime's start): together they would be one long task (bench/README.md, issue 35).
setTimeout(() => void import('./bootstrap'), 0);
