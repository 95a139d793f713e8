// Writes src/config.js, the page's only settings, from the environment (the tests pass theirs this way). Without a
// build step, edit src/config.js by hand instead: it is a plain ES module.
import { writeFileSync } from 'node:fs';

const env = process.env;
const settings = {
  // Where the remote is: its versioned manifest (rolling back = pointing at the previous version's path).
  remoteUrl: env.THRYVE_REMOTE_URL ?? 'https://auth.thryve.example/v3/mf-manifest.json',
  // What the remote's screens use: the Thryve API, and the Firebase project (or the Auth emulator in tests).
  config: {
    apiBaseUrl: env.THRYVE_API_URL ?? 'https://api.thryve.example/',
    authEmulatorUrl: env.THRYVE_AUTH_EMULATOR_URL || null,
    firebase: {
      apiKey: env.THRYVE_FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.THRYVE_FIREBASE_AUTH_DOMAIN ?? 'demo-thryve.firebaseapp.com',
      projectId: env.THRYVE_FIREBASE_PROJECT_ID ?? 'demo-thryve',
    },
  },
};
writeFileSync('src/config.js', `export const THRYVE = ${JSON.stringify(settings, null, 2)};\n`);
