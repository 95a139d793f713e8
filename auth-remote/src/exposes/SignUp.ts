// `auth_remote/SignUp` (module-federation.config.ts): hosts render this module's default export, typed by the
// contract in @thryve/shared. The component itself is a named export, imported by name everywhere else.
import type { SignUpProps } from '@thryve/shared';
import type { ComponentType } from 'react';

import { SignUp } from '../sign-up/SignUp';

export default SignUp satisfies ComponentType<SignUpProps>;
