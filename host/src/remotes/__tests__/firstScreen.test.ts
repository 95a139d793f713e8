import { firstScreenExposes } from '../prerenderedElement';

// What the page (and the static server's preload links) fetch from the remote before the first render.
describe('firstScreenExposes', () => {
  it('gives the account screen with the provider on /account', () => {
    expect(firstScreenExposes('/account')).toEqual(['./AuthProvider', './UserProfile']);
  });

  it.each([
    ['/signin', ['./AuthProvider', './SignIn']],
    ['/signup', ['./AuthProvider', './SignUp']],
    ['/', ['./AuthProvider']],
    ['/verify-email', ['./AuthProvider']],
  ])('never gives the account screen on %s', (path, exposes) => {
    expect(firstScreenExposes(path)).toEqual(exposes);
  });
});
