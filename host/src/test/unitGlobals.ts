// Jest resolves the Node build of firebase/auth (reached through @thryve/shared), which needs `fetch`,
// `Headers` and `Response` when it loads; jsdom has none. Host unit tests call the API through axios
// (XMLHttpRequest), never through fetch, so stand-ins that refuse are enough.
const scope = globalThis as Record<string, unknown>;
scope.fetch ??= () => Promise.reject(new Error('No fetch in unit tests'));
scope.Headers ??= class Headers {};
scope.Response ??= class Response {};

export {};
