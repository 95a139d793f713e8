import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, preloadLocale, type SessionUser } from '@thryve/contract';
import { ES_MESSAGES } from '@thryve/contract/locales/es';
import { AuthContext } from '@thryve/shared';
import { FAKE_USER } from '@thryve/shared/testing';

import { firebaseError, renderWithAuth } from '../../test/fakeAuth';
import { SignIn } from '../SignIn';

async function fillAndSubmit(email = 'ada@example.com', password = 'secret1') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

// Spanish loads on demand (as on a page); these tests render it at once, so it is loaded first.
beforeAll(() => preloadLocale('es'));

describe('SignIn screen', () => {
  it('shows every element of the spec, with title (the host asked for it) and brand', () => {
    renderWithAuth(<SignIn documentTitle />);
    expect(document.title).toBe('Sign in · Thryve Health');
    expect(screen.getByRole('img', { name: 'Thryve Health' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText(/Don't have a Thryve Health account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signup');
  });

  it('says why the user is here when the API refused their session (ended on another device), in their language', () => {
    const { unmount } = renderWithAuth(<SignIn />, { sessionRefused: true });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Please sign in again.');
    unmount();
    renderWithAuth(<SignIn locale="es" />, { sessionRefused: true });
    expect(screen.getByRole('status')).toHaveTextContent(ES_MESSAGES['signIn.sessionRefused']);
  });

  it('says nothing of the kind on an ordinary visit', () => {
    renderWithAuth(<SignIn />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('uses the configured brand name', () => {
    renderWithAuth(<SignIn />, {
      config: { ...renderWithAuth(<span />).auth.config, brandName: 'Acme Care' },
    });
    expect(screen.getByText(/Don't have a Acme Care account\?/)).toBeInTheDocument();
  });

  it('switches the password between masked and visible with a named toggle', async () => {
    const user = userEvent.setup();
    renderWithAuth(<SignIn />);
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('signs in with the remember choice and goes to the success route with replace', async () => {
    const { auth } = renderWithAuth(<SignIn />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit();
    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'secret1', false);
    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });

  it('goes back to the page the user came from, but never off-site', async () => {
    const { auth, unmount } = renderWithAuth(<SignIn redirectTo="/settings?tab=1" />);
    await fillAndSubmit();
    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/settings?tab=1', { replace: true }));
    unmount();
    const second = renderWithAuth(<SignIn redirectTo="//evil.example" />);
    await fillAndSubmit();
    await waitFor(() => expect(second.auth.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });

  // The host's rule and this one are the same function: a tab must not slip through either.
  it.each(['/\t/evil.example', '/%2f%2fevil.example', '/.//evil.example', 'javascript:alert(1)'])(
    'ignores the unsafe redirectTo %p and goes to the success route',
    async (redirectTo) => {
      const { auth } = renderWithAuth(<SignIn redirectTo={redirectTo} />);
      await fillAndSubmit();
      await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
    },
  );

  it('has no client-side validation: empty fields go to the identity provider', async () => {
    const { auth } = renderWithAuth(<SignIn />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(auth.signIn).toHaveBeenCalledWith('', '', true);
  });

  it.each(['auth/invalid-credential', 'auth/invalid-email', 'auth/wrong-password', 'auth/user-not-found'])(
    'shows %s as "Incorrect username or password" at the email field, focused',
    async (code) => {
      const { auth } = renderWithAuth(<SignIn />, { signIn: jest.fn().mockRejectedValue(firebaseError(code)) });
      await fillAndSubmit();
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Incorrect username or password');
      const email = screen.getByLabelText('Email');
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription('Incorrect username or password');
      await waitFor(() => expect(email).toHaveFocus());
      expect(auth.navigate).not.toHaveBeenCalled();
    },
  );

  it.each(['auth/network-request-failed', 'auth/too-many-requests', 'boom'])(
    'shows %s as "An error occurred. Please try again."',
    async (code) => {
      renderWithAuth(<SignIn />, { signIn: jest.fn().mockRejectedValue(firebaseError(code)) });
      await fillAndSubmit();
      expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
      expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    },
  );

  it('clears the previous message on the next attempt', async () => {
    const signIn = jest
      .fn()
      .mockRejectedValueOnce(firebaseError('auth/invalid-credential'))
      .mockResolvedValue(undefined);
    renderWithAuth(<SignIn />, { signIn });
    const user = await fillAndSubmit();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('disables Sign in while signing in', async () => {
    let finish: () => void = () => undefined;
    const signIn = jest.fn(() => new Promise<SessionUser>((resolve) => (finish = () => resolve(FAKE_USER))));
    renderWithAuth(<SignIn />, { signIn });
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  });

  it('starts Google sign-in within the click and only logs its errors, button usable at once', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const signInWithGoogle = jest.fn().mockRejectedValue(firebaseError('auth/popup-closed-by-user'));
    const { auth } = renderWithAuth(<SignIn />, { signInWithGoogle });
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await userEvent.setup().click(button);
    expect(signInWithGoogle).toHaveBeenCalledWith(true);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
    expect(auth.navigate).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('goes to the success route after Google sign-in', async () => {
    const { auth } = renderWithAuth(<SignIn />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
  });

  it('sends a reset email and answers neutrally', async () => {
    const { auth } = renderWithAuth(<SignIn />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('status')).toHaveTextContent('Enter your email address above');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(auth.resetPassword).toHaveBeenCalledWith('nobody@example.com');
    expect(await screen.findByText(/If an account exists for that email/)).toBeInTheDocument();
  });

  it('follows "Create new account" with the navigate callback', async () => {
    const { auth } = renderWithAuth(<SignIn signUpPath="/register" />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Create new account' }));
    expect(auth.navigate).toHaveBeenCalledWith('/register');
  });

  it.each(['javascript:alert(1)', '//evil.example'])('links to /signup instead of the unsafe signUpPath %p', (path) => {
    renderWithAuth(<SignIn signUpPath={path} />);
    expect(screen.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signup');
  });

  it('is usable by keyboard alone', async () => {
    const { auth } = renderWithAuth(<SignIn />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('ada@example.com');
    await user.tab();
    await user.keyboard('secret1');
    await user.keyboard('{Enter}');
    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'secret1', true);
  });
});

describe('SignIn events', () => {
  it('fires onSignIn once with the user, before navigating; a double submit signs in once', async () => {
    let finish: () => void = () => undefined;
    const order: string[] = [];
    const signIn = jest.fn(() => new Promise<SessionUser>((resolve) => (finish = () => resolve(FAKE_USER))));
    const onSignIn = jest.fn(() => order.push('onSignIn'));
    const onError = jest.fn();
    const { auth, rerender } = renderWithAuth(<SignIn onSignIn={onSignIn} onError={onError} />, {
      signIn,
      navigate: jest.fn(() => order.push('navigate')),
    });
    const user = await fillAndSubmit();
    await user.keyboard('{Enter}');
    rerender(
      <AuthContext.Provider value={auth}>
        <SignIn onSignIn={onSignIn} onError={onError} />
      </AuthContext.Provider>,
    );
    finish();
    await waitFor(() => expect(auth.navigate).toHaveBeenCalled());
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onSignIn).toHaveBeenCalledWith(FAKE_USER);
    expect(order).toEqual(['onSignIn', 'navigate']);
    expect(onError).not.toHaveBeenCalled();
  });

  it("a host's onSignIn that throws changes nothing: no error shown, no onError, and it still navigates", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    const onSignIn = jest.fn(() => {
      throw new Error('host bug');
    });
    const { auth } = renderWithAuth(<SignIn onSignIn={onSignIn} onError={onError} />, {
      signIn: jest.fn().mockResolvedValue(FAKE_USER),
    });
    await fillAndSubmit();
    await waitFor(() => expect(auth.navigate).toHaveBeenCalledTimes(1));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Thryve auth: an onSignIn listener threw', expect.any(Error));
    consoleError.mockRestore();
  });

  it.each([
    ['auth/invalid-credential', 'sign-in/incorrect-credentials', 'Incorrect username or password'],
    ['auth/network-request-failed', 'sign-in/failed', 'An error occurred. Please try again.'],
  ])('fires onError once for %s with a stable code and the message shown', async (firebaseCode, code, message) => {
    const onError = jest.fn();
    const onSignIn = jest.fn();
    renderWithAuth(<SignIn onSignIn={onSignIn} onError={onError} />, {
      signIn: jest.fn().mockRejectedValue(firebaseError(firebaseCode)),
    });
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ code, message });
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('reports a closed Google popup by onError only (the screen shows nothing), a replaced one not at all', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    const signInWithGoogle = jest
      .fn()
      .mockRejectedValueOnce(firebaseError('auth/cancelled-popup-request'))
      .mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'));
    renderWithAuth(<SignIn onError={onError} />, { signInWithGoogle });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith({ code: 'sign-in/google-cancelled', message: 'Google sign-in was cancelled' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  describe('when the sign-in code (Firebase, loaded on demand) cannot load', () => {
    const unavailable = () =>
      new AppError('auth/unavailable', 'Thryve: the sign-in code (Firebase) could not be loaded');
    const MESSAGE = 'We could not reach the sign-in service. Check your connection, then try again.';

    it('Sign in says so in an alert and with one onError, and keeps what was typed; the next try goes through', async () => {
      const onError = jest.fn();
      const signIn = jest.fn().mockRejectedValueOnce(unavailable()).mockResolvedValueOnce(FAKE_USER);
      const { auth } = renderWithAuth(<SignIn onError={onError} />, { signIn });
      const user = await fillAndSubmit('ada@example.com', 'secret1');
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
      expect(onError).toHaveBeenCalledWith({ code: 'auth/unavailable', message: MESSAGE });
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
      expect(screen.getByLabelText('Password')).toHaveValue('secret1');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
      expect(signIn).toHaveBeenLastCalledWith('ada@example.com', 'secret1', true);
    });

    it('in the screen language', async () => {
      renderWithAuth(<SignIn locale="es" />, { signIn: jest.fn().mockRejectedValue(unavailable()) });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(ES_MESSAGES['signIn.email']), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: ES_MESSAGES['signIn.submit'] }));
      expect(await screen.findByRole('alert')).toHaveTextContent(ES_MESSAGES['error.authUnavailable']);
    });

    it('Continue with Google and Forgot Password? say so too (not only in the console)', async () => {
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderWithAuth(<SignIn />, {
        signInWithGoogle: jest.fn().mockRejectedValue(unavailable()),
        resetPassword: jest.fn().mockRejectedValue(unavailable()),
      });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGE);
      await user.type(screen.getByLabelText('Email'), 'ada@example.com');
      await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE));
      expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
      consoleError.mockRestore();
    });
  });
});
