import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Jest resolves the Node build of firebase/auth (through @thryve/shared), which needs `fetch`, `Headers` and
// `Response` as soon as it loads; jsdom has none. Unit tests call the API through axios (XMLHttpRequest) and never
// reach Firebase's network, so stand-ins that refuse are enough.
const scope = globalThis as Record<string, unknown>;
scope.fetch ??= () => Promise.reject(new Error('No fetch in unit tests'));
scope.Headers ??= class Headers {};
scope.Response ??= class Response {};
