import { paths } from '../app/paths';
import { loadSignIn } from '../remotes/authRemote';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { useReturnTo } from '../routing/useReturnTo';

/**
 * `/signin`: the remote's SignIn, sent back to the page the guard came from (same-origin paths only). The screen sets
 * the page's title and is its `main` landmark (the host's own `Page` is not around it).
 */
export function SignInPage() {
  const redirectTo = useReturnTo() ?? paths.home;
  return <RemoteScreen load={loadSignIn} props={{ redirectTo, signUpPath: paths.signUp, documentTitle: true }} />;
}
