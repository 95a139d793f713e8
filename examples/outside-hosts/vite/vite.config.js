// A platform team's Vite host of the Thryve auth remote.
import { fileURLToPath } from 'node:url';

import { federation } from '@module-federation/vite';
import { thryveRuntimePlugins, thryveShared } from '@thryve/federation';
import { defineConfig } from 'vite';

// Where the remote is: its versioned manifest (rolling back = pointing at the previous version's path).
const remote = process.env.THRYVE_REMOTE_URL ?? 'https://auth.thryve.example/v3/mf-manifest.json';

// React and the contract, shared with the remote. Not Firebase and axios: this page never imports them itself, and
// the Vite plugin loads every module the page shares as it starts, even those only reached through import(). Left
// out, they come inside the page's @thryve/shared (which owns the one Firebase app and API client) and load when
// the form is first used.
const shared = thryveShared({ firebase: false });
delete shared.axios;

export default defineConfig({
  build: { target: 'es2022' },
  plugins: [
    federation({
      name: 'partner_vite_host',
      shareStrategy: 'loaded-first',
      shared,
      // Ours, then this host's own: it registers the remote (src/thryveRemote.js).
      runtimePlugins: [...thryveRuntimePlugins(), fileURLToPath(new URL('./src/thryveRemote.js', import.meta.url))],
      dts: false,
    }),
  ],
  define: {
    THRYVE_REMOTE_URL: JSON.stringify(remote),
    THRYVE_CONFIG: JSON.stringify({
      apiBaseUrl: process.env.THRYVE_API_URL ?? 'https://api.thryve.example/',
      authEmulatorUrl: process.env.THRYVE_AUTH_EMULATOR_URL || null,
      firebase: {
        apiKey: process.env.THRYVE_FIREBASE_API_KEY ?? 'demo-api-key',
        authDomain: process.env.THRYVE_FIREBASE_AUTH_DOMAIN ?? 'demo-thryve.firebaseapp.com',
        projectId: process.env.THRYVE_FIREBASE_PROJECT_ID ?? 'demo-thryve',
      },
    }),
  },
});
