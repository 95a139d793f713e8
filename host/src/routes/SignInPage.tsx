import { paths } from '../app/paths';
import { loadSignIn } from '../remotes/authRemote';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { useReturnTo } from '../routing/useReturnTo';

/** `/signin`: the remote's SignIn, sent back to the page the guard came from (same-origin paths only). */
export function SignInPage() {
  const redirectTo = useReturnTo() ?? paths.home;
  return <RemoteScreen load={loadSignIn} props={{ redirectTo, signUpPath: paths.signUp }} />;
}
