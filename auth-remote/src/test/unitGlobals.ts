// Jest resolves the Node build of firebase/auth, which needs `fetch`, `Headers` and `Response` when it loads;
// jsdom has none. Unit tests never reach the network, so stand-ins that refuse are enough.
const scope = globalThis as Record<string, unknown>;
scope.fetch ??= () => Promise.reject(new Error('No network in unit tests'));
scope.Headers ??= class Headers {};
scope.Response ??= class Response {};

export {};
