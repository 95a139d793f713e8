// What a platform team's TypeScript code imports from the contract packages: every public entry point, the types
// a host codes against, and a use of each that must be refused (so that types resolved to `any` fail the check).
import { thryveRuntimePlugins, thryveShared } from '@thryve/federation';
import { contractPlugin, isRemoteUnavailableError } from '@thryve/federation/runtime';
import {
  configure,
  getSession,
  isAppError,
  loadFirebaseAuth,
  useAuth,
  type MountModule,
  type SessionModule,
} from '@thryve/shared';
import { errorCode } from '@thryve/shared/errors';
import { apiClient } from '@thryve/shared/http';
import type { UserProfile } from '@thryve/shared/types';
import { LIMITS } from '@thryve/shared/validation';

export const shared = thryveShared();
export const plugins = [...thryveRuntimePlugins(), contractPlugin()];
export const unavailable = (error: unknown): boolean => isRemoteUnavailableError(error);

export function showScreen(screens: MountModule, element: HTMLElement): () => void {
  return screens.mount(element, { screen: 'signIn', onSignIn: (user) => console.log(user.email) });
}

export function refusedScreen(screens: MountModule, element: HTMLElement): () => void {
  // @ts-expect-error: a screen is 'signIn' or 'signUp'
  return screens.mount(element, { screen: 'profile' });
}

export async function whoIsSignedIn(session: SessionModule): Promise<string | null> {
  const { status, user } = session.getSession();
  // @ts-expect-error: the status is 'loading' | 'signedOut' | 'signedIn'
  if (status === 'pending') return null;
  return (await session.getIdToken()) && user ? user.email : null;
}

export function start(): string {
  try {
    configure({ apiBaseUrl: 'https://api.thryve.example/' });
  } catch (error) {
    return isAppError(error) ? error.code : errorCode(error);
  }
  return getSession().status;
}

export async function ownFirebaseEmail(): Promise<string | null> {
  const auth = await loadFirebaseAuth();
  return auth.currentUser?.email ?? null;
}

export function refusedFirebaseUse(): Promise<string> {
  // @ts-expect-error: the session's Firebase Auth instance, not a string
  return loadFirebaseAuth();
}

export async function ownProfile(): Promise<string> {
  const { data } = await apiClient.get<UserProfile>('api/Identity/user');
  return data.email;
}

export async function refusedApiUse(): Promise<number> {
  const { data } = await apiClient.get<UserProfile>('api/Identity/user');
  // @ts-expect-error: the profile, typed by the call, not a number
  return data;
}

export const hook: () => { loading: boolean } = useAuth;
export const nameLimit: number = LIMITS.usernameMaxLength;
export const profileEmail = (profile: UserProfile): string => profile.email;
