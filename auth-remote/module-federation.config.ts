import { thryveShared } from '../shared/federation';

/** The auth remote: exposes the account screens and the provider (default exports). */
export const federation = {
  name: 'auth_remote',
  filename: 'remoteEntry.js',
  exposes: {
    './SignIn': './src/sign-in/SignIn.tsx',
    './SignUp': './src/sign-up/SignUp.tsx',
    './AuthProvider': './src/provider/AuthProvider.tsx',
  },
  shared: thryveShared(),
  // The remote loads no remotes itself: its remoteEntry.js can leave out the runtime's remote and manifest
  // loading code (-6.8 KB br, bench/README.md). Only its consumption of the host's shared modules stays.
  experiments: { optimization: { disableRemote: true } },
};
