// `auth_remote/AuthProvider` (module-federation.config.ts): hosts render this module's default export, typed by the
// contract in @thryve/shared. The component itself is a named export, imported by name everywhere else.
import type { AuthProviderProps } from '@thryve/shared';
import type { ComponentType } from 'react';

import { AuthProvider } from '../provider/AuthProvider';

export default AuthProvider satisfies ComponentType<AuthProviderProps>;
