// What wouter imports as `use-sync-external-store/shim` (host/rspack.config.ts): the shim exists for React
// before 18; this host shares React 19, which has the hook itself.
export { useSyncExternalStore } from 'react';
