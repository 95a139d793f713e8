// A platform team's React 18 host (Vite): it shares nothing with the remote. The remote renders its screens with
// its own React 19 through `auth_remote/mount`, and the host reads the session through `auth_remote/session`.
import { federation } from '@module-federation/vite';
import { thryveRuntimePlugins } from '@thryve/federation';
import { defineConfig } from 'vite';

// Where the remote is: its versioned manifest (rolling back = pointing at the previous version's path).
const remote = process.env.THRYVE_REMOTE_URL ?? 'https://auth.thryve.example/v3/mf-manifest.json';

export default defineConfig({
  build: { target: 'es2022' },
  plugins: [
    federation({
      name: 'partner_react18_host',
      remotes: { auth_remote: { type: 'var', name: 'auth_remote', entry: remote, entryGlobalName: 'auth_remote' } },
      shared: {},
      runtimePlugins: thryveRuntimePlugins(),
      dts: false,
    }),
  ],
  define: {
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
