import { paths } from '../app/paths';
import { loadSignIn } from '../remotes/authRemote';
import { AuthScreen } from '../remotes/PrerenderedScreen';
import { useReturnTo } from '../routing/useReturnTo';

/**
 * `/signin`: the remote's SignIn, sent back to the page the guard came from (same-origin paths only). The screen sets
 * the page's title and is its `main` landmark (the host's own `Page` is not around it). When the page carries it
 * prerendered, it is hydrated there.
 */
export function SignInPage() {
  const redirectTo = useReturnTo() ?? paths.home;
  const props = { redirectTo, signUpPath: paths.signUp, documentTitle: true };
  return <AuthScreen screen="signIn" path={paths.signIn} load={loadSignIn} props={props} />;
}
