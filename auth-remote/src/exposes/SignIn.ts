// `auth_remote/SignIn` (module-federation.config.ts): hosts render this module's default export, typed by the
// contract in @thryve/shared. The component itself is a named export, imported by name everywhere else.
import type { SignInProps } from '@thryve/shared';
import type { ComponentType } from 'react';

import { SignIn } from '../sign-in/SignIn';

export default SignIn satisfies ComponentType<SignInProps>;
