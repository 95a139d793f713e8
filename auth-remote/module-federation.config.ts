import { fileURLToPath } from 'node:url';

import { thryveShared } from '../federation/src/index';

/**
 * The auth remote: the screens (sign-in, sign-up, the account) and the provider (React components, the default
 * exports of src/exposes/), and for hosts in any framework `./mount` (renders a screen with the remote's own React)
 * and `./session` (the session store's API).
 */
export const federation = {
  name: 'auth_remote',
  filename: 'remoteEntry.js',
  exposes: {
    './SignIn': './src/exposes/SignIn.ts',
    './SignUp': './src/exposes/SignUp.ts',
    './UserProfile': './src/exposes/UserProfile.ts',
    './AuthProvider': './src/exposes/AuthProvider.ts',
    './mount': './src/mount/mount.tsx',
    './session': './src/session/session.ts',
  },
  // The monorepo's apps take the shared block from @thryve/federation's source, with the versions installed for them.
  shared: thryveShared({ root: fileURLToPath(new URL('.', import.meta.url)) }),
  // The remote loads no remotes itself: its remoteEntry.js leaves out the runtime's remote and manifest loading
  // code, which it would never run. Only its consumption of the host's shared modules stays.
  experiments: { optimization: { disableRemote: true } },
};
