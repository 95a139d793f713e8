// A platform team's Vite host of the Thryve auth remote.
import { federation } from '@module-federation/vite';
import { thryveRuntimePlugins, thryveShared } from '@thryve/federation';
import { defineConfig } from 'vite';

// Where the remote is: its versioned manifest (rolling back = pointing at the previous version's path).
const remote = process.env.THRYVE_REMOTE_URL ?? 'https://auth.thryve.example/v3/mf-manifest.json';

export default defineConfig({
  build: { target: 'es2022' },
  plugins: [
    federation({
      name: 'partner_vite_host',
      remotes: { auth_remote: { type: 'var', name: 'auth_remote', entry: remote, entryGlobalName: 'auth_remote' } },
      shareStrategy: 'loaded-first',
      shared: thryveShared(),
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
