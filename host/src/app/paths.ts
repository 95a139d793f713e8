import { PRERENDERED_SCREENS } from '@thryve/shared/first-screen';

/** Every route of the host, in one place (those of the prerendered screens are in their markup: the shared list). */
export const paths = {
  home: '/',
  signIn: PRERENDERED_SCREENS.signIn.path,
  signUp: PRERENDERED_SCREENS.signUp.path,
  admin: '/admin',
  account: '/account',
  verifyEmail: '/verify-email',
  /** The links of Firebase's mails (the project's custom action URL): verification, password reset. */
  emailAction: '/auth/action',
} as const;

/** The query parameter that carries the page a visitor was sent away from (to sign in, or to verify the email). */
export const RETURN_TO_PARAM = 'returnTo';

function withReturnTo(path: string, returnTo: string): string {
  return `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}

export function signInPathFor(returnTo: string): string {
  return withReturnTo(paths.signIn, returnTo);
}

export function verifyEmailPathFor(returnTo: string): string {
  return withReturnTo(paths.verifyEmail, returnTo);
}
