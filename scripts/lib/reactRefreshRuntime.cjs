// The page's one React Refresh runtime, in development (rspack.config.base.ts puts this module in place of
// `react-refresh/runtime` in each app's bundle). Every federated bundle brings its own copy of the runtime, but
// only the one injected first into React's DevTools hook knows the page's renderer (the host's react-dom, shared
// with the remote): a component registered with another copy would never be refreshed. So the first bundle to
// load (the host) creates the runtime on a global and every later one (the remote) uses that same instance.
/* global __react_refresh_library__ */
'use strict';

const KEY = '__thryveReactRefreshRuntime';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- only the first bundle evaluates the runtime
const runtime = (globalThis[KEY] ??= require('react-refresh/runtime.js'));

module.exports = {
  ...runtime,
  // Each bundle names its modules relative to its own folder (both have ./src/bootstrap.tsx): the bundle's name
  // keeps their component families apart in the shared registry.
  register: (type, id) => runtime.register(type, `${__react_refresh_library__} ${id}`),
  // Once per page: each bundle's refresh entry asks, and a second injection would wrap the hook twice.
  injectIntoGlobalHook: (target) => {
    if (globalThis[`${KEY}Injected`]) return;
    globalThis[`${KEY}Injected`] = true;
    runtime.injectIntoGlobalHook(target);
  },
};
