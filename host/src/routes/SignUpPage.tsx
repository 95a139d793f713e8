import { useState } from 'react';

import { paths } from '../app/paths';
import { loadSignUp } from '../remotes/authRemote';
import { prerenderedElement } from '../remotes/prerenderedElement';
import { PrerenderedScreen } from '../remotes/PrerenderedScreen';
import { RemoteScreen } from '../remotes/RemoteScreen';

const props = { redirectTo: paths.home, backPath: paths.home, documentTitle: true };

/**
 * `/signup`: the remote's SignUp; 'Back' goes to `/` (spec), which sends a signed-out visitor to sign-in. The screen
 * sets the page's title and is its `main` landmark. When the page carries it prerendered, it is hydrated there.
 */
export function SignUpPage() {
  const [element] = useState(() => prerenderedElement(paths.signUp));
  if (element) {
    return (
      <PrerenderedScreen
        element={element}
        options={{ screen: 'signUp', redirectTo: paths.home, backPath: paths.home }}
        load={loadSignUp}
        props={props}
      />
    );
  }
  return <RemoteScreen load={loadSignUp} props={props} />;
}
