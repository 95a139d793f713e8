// A platform team's webpack 5 host of the Thryve auth remote.
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { thryveRuntimePlugins, thryveShared } from '@thryve/federation';
import webpack from 'webpack';

// Where the remote is: its versioned manifest (rolling back = pointing at the previous version's path).
const remote = process.env.THRYVE_REMOTE_URL ?? 'https://auth.thryve.example/v3/mf-manifest.json';

export default {
  entry: './src/index.js',
  output: { publicPath: '/dist/', clean: true },
  plugins: [
    new ModuleFederationPlugin({
      name: 'partner_host',
      remotes: { auth_remote: `auth_remote@${remote}` },
      // The host's own React, Firebase and contract are the ones used, but for a later 3.x of the contract that the
      // remote serves (the contract plugin, below): a fix of ours that reaches your page without your rebuild.
      shareStrategy: 'loaded-first',
      shared: thryveShared(),
      // Retry a remote that blips, refuse another contract major, then fall back instead of failing the page.
      runtimePlugins: thryveRuntimePlugins(),
      dts: false,
    }),
    // What the remote's screens use: the Thryve API, and the Firebase project (or the Auth emulator in tests).
    new webpack.DefinePlugin({
      THRYVE_CONFIG: JSON.stringify({
        apiBaseUrl: process.env.THRYVE_API_URL ?? 'https://api.thryve.example/',
        authEmulatorUrl: process.env.THRYVE_AUTH_EMULATOR_URL || null,
        firebase: {
          apiKey: process.env.THRYVE_FIREBASE_API_KEY ?? 'demo-api-key',
          authDomain: process.env.THRYVE_FIREBASE_AUTH_DOMAIN ?? 'demo-thryve.firebaseapp.com',
          projectId: process.env.THRYVE_FIREBASE_PROJECT_ID ?? 'demo-thryve',
        },
      }),
    }),
  ],
};
