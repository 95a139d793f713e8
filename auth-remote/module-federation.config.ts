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
};
