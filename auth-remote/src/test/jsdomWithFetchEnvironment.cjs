// Jest environment for integration tests of React components against the Auth emulator: jsdom (DOM, Web Storage,
// storage events) plus Node's own fetch and Node's package entry points (Firebase's Node build reaches the emulator with that fetch).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads test environments as CommonJS
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const { fetch, Headers, Request, Response, TextEncoder, TextDecoder, structuredClone } = globalThis;
    Object.assign(this.global, { fetch, Headers, Request, Response, TextEncoder, TextDecoder, structuredClone });
  }

  // Node's package entry points (firebase-admin's dependencies ship browser builds that are ESM only).
  exportConditions() {
    return ['node', 'node-addons'];
  }
}

module.exports = JsdomWithFetchEnvironment;
