import { type AuthEvents } from '@thryve/contract';
import {
  AuthContext,
  LocalizationProvider,
  resolveConfig,
  startSession,
  type AuthBinding,
  type AuthProviderProps,
} from '@thryve/shared';
import { useEffect, useMemo, useRef } from 'react';

import { AppearanceProvider } from '../appearance/AppearanceContext';
import { defaultNavigate } from './defaultNavigate';

/**
 * A thin React binding over the page's session store (`startSession` in `@thryve/shared`): the auth state comes
 * from the store (read by `useAuth` with useSyncExternalStore, the same store `auth_remote/session` reads); the
 * context carries only what is React's business: the config of the screens, the host's `navigate`, the actions.
 * The events are the session's: each sign-in, sign-up, sign-out, profile save, account deletion or failure on the
 * page, once.
 */
export function AuthProvider({
  children,
  config: configInput,
  navigate,
  localization,
  locale,
  appearance,
  ...events
}: AuthProviderProps) {
  // Hosts often pass an inline object: start (or find) the session again only when its content changes.
  const configKey = configInput === undefined ? null : JSON.stringify(configInput);
  const { store, config } = useMemo(() => {
    const input = configKey === null ? undefined : (JSON.parse(configKey) as AuthProviderProps['config']);
    // Done in render rather than in an effect: children's effects run first and may already call the API.
    const session = startSession(input);
    return { store: session, config: input === undefined ? session.config : resolveConfig(input) };
  }, [configKey]);

  useSessionEvents(store.addEventListeners, events);

  const value = useMemo<AuthBinding>(
    () => ({
      store,
      config,
      navigate: navigate ?? defaultNavigate,
      signIn: store.signIn,
      signUp: store.signUp,
      signInWithGoogle: store.signInWithGoogle,
      signOut: store.signOut,
      resetPassword: store.resetPassword,
      updateProfile: store.updateProfile,
      completeProfile: store.completeProfile,
      changePassword: store.changePassword,
      sendVerificationEmail: store.sendVerificationEmail,
      refreshUser: store.refreshUser,
      signOutEverywhere: store.signOutEverywhere,
      deleteAccount: store.deleteAccount,
      signInWithPasskey: store.signInWithPasskey,
      listPasskeys: store.listPasskeys,
      addPasskey: store.addPasskey,
      removePasskey: store.removePasskey,
    }),
    [store, config, navigate],
  );
  return (
    <AuthContext.Provider value={value}>
      <LocalizationProvider locale={locale} localization={localization}>
        <AppearanceProvider appearance={appearance}>{children}</AppearanceProvider>
      </LocalizationProvider>
    </AuthContext.Provider>
  );
}

/** Forwards the store's events to the latest callbacks: a re-render neither fires nor loses one. */
function useSessionEvents(addEventListeners: (events: AuthEvents) => () => void, events: AuthEvents): void {
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });
  useEffect(
    () =>
      addEventListeners({
        onSignIn: (user) => latest.current.onSignIn?.(user),
        onSignUp: (user) => latest.current.onSignUp?.(user),
        onSignOut: () => latest.current.onSignOut?.(),
        onError: (error) => latest.current.onError?.(error),
        onProfileUpdate: (profile) => latest.current.onProfileUpdate?.(profile),
        onAccountDelete: () => latest.current.onAccountDelete?.(),
      }),
    [addEventListeners],
  );
}
