// Browser code reads only these `process.env` keys: rspack's DefinePlugin (rspack.config.base.ts, BUILD_ENV)
// replaces each with a string at build time. Declared here instead of granting the browser all of Node's types,
// so `process.cwd()` or any other key is a type error in browser code.
declare const process: {
  readonly env: {
    readonly THRYVE_API_URL?: string;
    readonly THRYVE_AUTH_EMULATOR_URL?: string;
    readonly THRYVE_FIREBASE_API_KEY?: string;
    readonly THRYVE_FIREBASE_AUTH_DOMAIN?: string;
    readonly THRYVE_FIREBASE_PROJECT_ID?: string;
    readonly THRYVE_FIREBASE_APP_ID?: string;
    readonly NODE_ENV?: 'production' | 'development';
  };
};
