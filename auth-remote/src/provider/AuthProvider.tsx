import {
  AuthContext,
  configureApiClient,
  getFirebaseAuth,
  resolveConfig,
  type AuthContextValue,
  type AuthProviderProps,
} from '@thryve/shared';
import { useMemo } from 'react';

import { defaultNavigate } from './defaultNavigate';
import { useAuthActions } from './useAuthActions';
import { useAuthSession } from './useAuthSession';
import { useCrossTabSignOut } from './useCrossTabSignOut';

/**
 * Provides the Thryve auth state and actions to the screens (and to the host: the context lives in the shared
 * singleton `@thryve/shared`). Configured at runtime by `config`; navigation is the host router's `navigate`.
 */
export function AuthProvider({ children, config: configInput, navigate }: AuthProviderProps) {
  // Hosts often pass an inline object: resolve again only when its content changes.
  const configKey = JSON.stringify(configInput ?? {});
  const config = useMemo(() => resolveConfig(JSON.parse(configKey)), [configKey]);
  const auth = useMemo(() => {
    const instance = getFirebaseAuth(config);
    // Done here rather than in an effect: children's effects run first and may already call the API.
    configureApiClient({
      baseUrl: config.apiBaseUrl,
      getIdToken: async (forceRefresh) => (instance.currentUser ? instance.currentUser.getIdToken(forceRefresh) : null),
    });
    return instance;
  }, [config]);

  const session = useAuthSession(auth);
  const actions = useAuthActions(auth, session);
  useCrossTabSignOut(auth);

  const value = useMemo<AuthContextValue>(
    () => ({ ...session.state, ...actions, config, navigate: navigate ?? defaultNavigate }),
    [session.state, actions, config, navigate],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export default AuthProvider;
