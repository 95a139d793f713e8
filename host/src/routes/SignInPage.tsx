import { safeRedirect } from '@thryve/shared';
import { useSearchParams } from 'wouter';

import { paths, RETURN_TO_PARAM } from '../app/paths';
import { loadSignIn } from '../remotes/authRemote';
import { RemoteScreen } from '../remotes/RemoteScreen';

/** `/signin`: the remote's SignIn, sent back to the page the guard came from (same-origin paths only). */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get(RETURN_TO_PARAM)) ?? paths.home;
  return <RemoteScreen load={loadSignIn} props={{ redirectTo, signUpPath: paths.signUp }} />;
}
