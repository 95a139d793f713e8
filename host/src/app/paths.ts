/** Every route of the host, in one place. */
export const paths = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  admin: '/admin',
} as const;

/** The query parameter that carries the page a signed-out visitor asked for. */
export const RETURN_TO_PARAM = 'returnTo';

export function signInPathFor(returnTo: string): string {
  return `${paths.signIn}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`;
}
