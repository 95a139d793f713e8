// `auth_remote/UserProfile` (module-federation.config.ts): hosts render this module's default export, typed by the
// contract in @thryve/shared. The component itself is a named export, imported by name everywhere else.
import type { UserProfileProps } from '@thryve/shared';
import type { ComponentType } from 'react';

import { UserProfile } from '../account/UserProfile';

export default UserProfile satisfies ComponentType<UserProfileProps>;
