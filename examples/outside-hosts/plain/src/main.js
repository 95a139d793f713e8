// A platform team's page with no React and no bundler. It loads the remote's entry (which brings the federation
// runtime and the remote's own React, Firebase and axios), then uses `auth_remote/mount` for the screens and
// `auth_remote/session` for who is signed in. No inline script: the CSP needs only 'self' and the remote's origin.
import { THRYVE } from './config.js';

const account = document.getElementById('account');
const who = document.getElementById('who');
const manageLink = document.getElementById('manage');
const signOutButton = document.getElementById('sign-out');
const signInLink = document.getElementById('sign-in');
const screenElement = document.getElementById('thryve-auth');

/** The remote's container: its entry script defines the global `auth_remote`. */
function loadRemote(manifestUrl) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    // remoteEntry.js sits beside the manifest, under the same versioned path.
    script.src = new URL('remoteEntry.js', manifestUrl).href;
    script.onload = () => resolve(globalThis.auth_remote);
    script.onerror = () => reject(new Error(`The Thryve auth remote did not load from ${script.src}`));
    document.head.append(script);
  });
}

async function loadThryve() {
  const container = await loadRemote(THRYVE.remoteUrl);
  // Share nothing: the remote renders with its own React.
  await container.init({});
  const session = (await container.get('./session'))();
  const { mount } = (await container.get('./mount'))();
  // First, before anything else uses the session: a missing or invalid option throws here, naming it.
  session.configure(THRYVE.config);
  return { session, mount };
}

let thryve;
try {
  thryve = await loadThryve();
} catch (error) {
  console.error('[partner] Thryve sign-in is unavailable:', error);
  screenElement.textContent = 'Sign-in is unavailable right now.';
  screenElement.setAttribute('role', 'alert');
}

let unmount = null;

function navigate(to, options = {}) {
  history[options.replace ? 'replaceState' : 'pushState'](null, '', to);
  route();
}

// Your theme and your page's language for the Thryve screens (docs/theming.md; 'es' shows them in Spanish).
const appearance = { variables: { colorPrimary: '#1d4ed8', borderRadius: '6px' } };
const locale = document.documentElement.lang;

/** The page's routes: the Thryve screens (sign-in, sign-up, the account), and its own view everywhere else. */
function route() {
  const screen = { '/signin': 'signIn', '/signup': 'signUp', '/account': 'userProfile' }[location.pathname];
  account.hidden = Boolean(screen);
  if (!screen) {
    unmount?.();
    unmount = null;
    return;
  }
  // Mounting again on the same element switches the screen in place.
  unmount = thryve.mount(screenElement, {
    screen,
    appearance,
    locale,
    navigate,
    signUpPath: '/signup',
    backPath: '/signin',
    signInPath: '/signin',
  });
}

/** The account view reads only the session API: what the remote's screens signed in, this page sees. */
function render({ status, user }) {
  who.textContent = status === 'loading' ? 'Loading…' : user ? `Signed in as ${user.email}` : 'Signed out.';
  signOutButton.hidden = !user;
  manageLink.hidden = !user;
  signInLink.hidden = status !== 'signedOut';
}

if (thryve) {
  thryve.session.subscribe(render);
  render(thryve.session.getSession());
  signOutButton.addEventListener('click', () => thryve.session.signOut().then(() => navigate('/signin')));
  manageLink.addEventListener('click', (event) => {
    event.preventDefault();
    navigate('/account');
  });
  addEventListener('popstate', route);
  route();
}
