import { useState } from 'react';

import { paths } from '../app/paths';
import { loadSignIn } from '../remotes/authRemote';
import { prerenderedElement } from '../remotes/prerenderedElement';
import { PrerenderedScreen } from '../remotes/PrerenderedScreen';
import { RemoteScreen } from '../remotes/RemoteScreen';
import { useReturnTo } from '../routing/useReturnTo';

/**
 * `/signin`: the remote's SignIn, sent back to the page the guard came from (same-origin paths only). The screen sets
 * the page's title and is its `main` landmark (the host's own `Page` is not around it). When the page carries it
 * prerendered, it is hydrated there.
 */
export function SignInPage() {
  const redirectTo = useReturnTo() ?? paths.home;
  const [element] = useState(() => prerenderedElement(paths.signIn));
  const props = { redirectTo, signUpPath: paths.signUp, documentTitle: true };
  if (element) {
    return (
      <PrerenderedScreen
        element={element}
        options={{ screen: 'signIn', redirectTo, signUpPath: paths.signUp }}
        load={loadSignIn}
        props={props}
      />
    );
  }
  return <RemoteScreen load={loadSignIn} props={props} />;
}
