import { paths } from '../app/paths';
import { loadSignUp } from '../remotes/authRemote';
import { RemoteScreen } from '../remotes/RemoteScreen';

/**
 * `/signup`: the remote's SignUp; 'Back' goes to `/` (spec), which sends a signed-out visitor to sign-in. The screen
 * sets the page's title and is its `main` landmark.
 */
export function SignUpPage() {
  return (
    <RemoteScreen load={loadSignUp} props={{ redirectTo: paths.home, backPath: paths.home, documentTitle: true }} />
  );
}
