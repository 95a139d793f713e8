import { paths } from '../app/paths';
import { loadSignUp } from '../remotes/authRemote';
import { AuthScreen } from '../remotes/PrerenderedScreen';

const props = { redirectTo: paths.home, backPath: paths.home, documentTitle: true };

/**
 * `/signup`: the remote's SignUp; 'Back' goes to `/` (spec), which sends a signed-out visitor to sign-in. The screen
 * sets the page's title and is its `main` landmark. When the page carries it prerendered, it is hydrated there.
 */
export function SignUpPage() {
  return <AuthScreen screen="signUp" path={paths.signUp} load={loadSignUp} props={props} />;
}
