import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, preloadLocale } from '@thryve/contract';
import { ES_MESSAGES } from '@thryve/contract/locales/es';
import { type SignInProps } from '@thryve/shared';
import { FAKE_USER } from '@thryve/shared/testing';

import { renderWithAuth } from '../../test/fakeAuth';
import { SignIn } from '../SignIn';
import { apiError, webAuthnError, withWebAuthn } from './webAuthnKit';

const PASSKEY = { name: 'Sign in with a passkey' };

beforeAll(() => preloadLocale('es'));

/** Lets the promise chains of a sign-in (its failure's catalogue included) settle. */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
  });
}

describe('SignIn: passkeys, in a browser with WebAuthn', () => {
  withWebAuthn();

  it('offers "Sign in with a passkey", and the email offers passkeys in its autofill', () => {
    renderWithAuth(<SignIn />);
    expect(screen.getByRole('button', PASSKEY)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'username webauthn');
  });

  it('signs in with the Remember me choice, fires onSignIn and goes to the success route with replace', async () => {
    const user = userEvent.setup();
    const onSignIn = jest.fn();
    const { auth } = renderWithAuth(<SignIn onSignIn={onSignIn} />);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', PASSKEY));

    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
    const [rememberMe, options] = (auth.signInWithPasskey as jest.Mock).mock.calls[0];
    expect(rememberMe()).toBe(false);
    expect(options).toMatchObject({ conditional: false });
    expect(onSignIn).toHaveBeenCalledWith(FAKE_USER);
  });

  it.each([
    [
      'an unknown or removed passkey',
      apiError(404, 'passkey_not_found'),
      'passkey/not-found',
      'This passkey is not registered. Sign in another way, or use another passkey',
    ],
    [
      'a rejected passkey',
      apiError(400, 'passkey_rejected'),
      'passkey/rejected',
      'The passkey could not be verified: try again',
    ],
    [
      'a site not allowed',
      apiError(403, 'passkey_origin_not_allowed'),
      'passkey/origin-not-allowed',
      'Passkeys cannot be used from this site',
    ],
    [
      'no authenticator',
      webAuthnError('NotSupportedError'),
      'passkey/unavailable',
      'Passkeys are not available in this browser.',
    ],
    [
      'the code could not load',
      new AppError('auth/unavailable', 'offline'),
      'auth/unavailable',
      'We could not reach the sign-in service. Check your connection, then try again.',
    ],
  ])('announces %s in the form alert and reports it to onError', async (_case, failure, code, message) => {
    const onError = jest.fn();
    const signInWithPasskey = jest.fn().mockRejectedValue(failure);
    const { auth } = renderWithAuth(<SignIn onError={onError} />, { signInWithPasskey });
    fireEvent.click(screen.getByRole('button', PASSKEY));
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ code, message });
    expect(auth.navigate).not.toHaveBeenCalled();
  });

  it('says calmly (a status, no alert) that the prompt was cancelled, and reports passkey/cancelled', async () => {
    const onError = jest.fn();
    const signInWithPasskey = jest.fn().mockRejectedValue(webAuthnError('NotAllowedError'));
    renderWithAuth(<SignIn onError={onError} />, { signInWithPasskey });
    fireEvent.click(screen.getByRole('button', PASSKEY));
    await settle();

    expect(screen.getByRole('status')).toHaveTextContent('Passkey sign-in was cancelled.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith({ code: 'passkey/cancelled', message: 'Passkey sign-in was cancelled.' });
  });

  it('says it in the screen’s language', async () => {
    const signInWithPasskey = jest.fn().mockRejectedValue(apiError(400, 'passkey_rejected'));
    renderWithAuth(<SignIn locale="es" />, { signInWithPasskey });
    fireEvent.click(screen.getByRole('button', { name: ES_MESSAGES['signIn.passkey'] }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(ES_MESSAGES['api.passkeyRejected']);
  });

  it('clears the previous failure when the next attempt starts', async () => {
    const signInWithPasskey = jest
      .fn()
      .mockRejectedValueOnce(apiError(400, 'passkey_rejected'))
      .mockImplementationOnce(() => new Promise(() => undefined));
    renderWithAuth(<SignIn />, { signInWithPasskey });
    fireEvent.click(screen.getByRole('button', PASSKEY));
    await settle();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', PASSKEY));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts no autofill request where the browser offers none', async () => {
    const { auth } = renderWithAuth(<SignIn />);
    fireEvent.focus(screen.getByLabelText('Email'));
    await settle();
    expect(auth.signInWithPasskey).not.toHaveBeenCalled();
  });
});

describe('SignIn: the passkey autofill', () => {
  withWebAuthn({ autofill: true });

  /** Renders the screen with an autofill request that waits for the user; `pick` settles it. */
  function renderWaiting(props: SignInProps = {}) {
    let pick: { resolve(user: typeof FAKE_USER): void; reject(error: unknown): void } | undefined;
    const signInWithPasskey = jest.fn(
      (_remember: unknown, options?: { conditional?: boolean; signal?: AbortSignal }) =>
        new Promise<typeof FAKE_USER>((resolve, reject) => {
          if (options?.conditional) pick = { resolve, reject };
          options?.signal?.addEventListener('abort', () => reject(webAuthnError('AbortError')));
        }),
    );
    const rendered = renderWithAuth(<SignIn {...props} />, { signInWithPasskey });
    const signal = () => (signInWithPasskey.mock.calls[0][1] as { signal: AbortSignal }).signal;
    return { ...rendered, signInWithPasskey, signal, pick: () => pick };
  }

  it('is not requested with the page: only when the user first turns to the form, and once', async () => {
    const { signInWithPasskey } = renderWaiting();
    await settle();
    expect(signInWithPasskey).not.toHaveBeenCalled();

    fireEvent.pointerDown(screen.getByLabelText('Email'));
    fireEvent.focus(screen.getByLabelText('Email'));
    await settle();
    expect(signInWithPasskey).toHaveBeenCalledTimes(1);
    expect(signInWithPasskey.mock.calls[0][1]).toMatchObject({ conditional: true });
  });

  it('signs in with the Remember me choice of the moment it completes', async () => {
    const onSignIn = jest.fn();
    const { signInWithPasskey, pick, auth } = renderWaiting({ onSignIn });
    fireEvent.focus(screen.getByLabelText('Email'));
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await settle();

    const remember = signInWithPasskey.mock.calls[0][0] as () => boolean;
    expect(remember()).toBe(false);
    await act(async () => pick()?.resolve(FAKE_USER));
    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/dashboard', { replace: true }));
    expect(onSignIn).toHaveBeenCalledWith(FAKE_USER);
  });

  it('is abandoned, silently, when the screen goes away', async () => {
    const onError = jest.fn();
    const signInWithPasskey = jest.fn(
      (_remember: unknown, options?: { signal?: AbortSignal }) =>
        new Promise<typeof FAKE_USER>((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => reject(webAuthnError('AbortError'))),
        ),
    );
    const { unmount } = renderWithAuth(<SignIn onError={onError} />, { signInWithPasskey });
    fireEvent.focus(screen.getByLabelText('Email'));
    await settle();
    const { signal } = signInWithPasskey.mock.calls[0][1] as { signal: AbortSignal };

    unmount();
    await settle();
    expect(signal.aborted).toBe(true);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['a password sign-in', () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))],
    ['Google', () => fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }))],
    ['the passkey button', () => fireEvent.click(screen.getByRole('button', PASSKEY))],
  ])('is abandoned when %s starts, and says nothing of it', async (_case, start) => {
    const { signal } = renderWaiting();
    fireEvent.focus(screen.getByLabelText('Email'));
    await settle();
    expect(signal().aborted).toBe(false);
    start();
    await settle();
    expect(signal().aborted).toBe(true);
    expect(within(document.body).queryByText(/cancelled/)).not.toBeInTheDocument();
  });

  it('announces a passkey picked from the autofill that the API does not know', async () => {
    const onError = jest.fn();
    const { pick } = renderWaiting({ onError });
    fireEvent.focus(screen.getByLabelText('Email'));
    await settle();
    await act(async () => pick()?.reject(apiError(404, 'passkey_not_found')));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('This passkey is not registered.');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'passkey/not-found' }));
  });
});

describe('SignIn: passkeys where they cannot be used', () => {
  it('shows no passkey button in a browser without WebAuthn, and starts nothing', async () => {
    const { auth } = renderWithAuth(<SignIn />);
    expect(screen.queryByRole('button', PASSKEY)).not.toBeInTheDocument();
    fireEvent.focus(screen.getByLabelText('Email'));
    await settle();
    expect(auth.signInWithPasskey).not.toHaveBeenCalled();
  });

  describe('with WebAuthn', () => {
    withWebAuthn({ autofill: true });

    it('shows none when the binding has no passkey sign-in (a partner’s own stand-in)', () => {
      renderWithAuth(<SignIn />, { signInWithPasskey: undefined });
      expect(screen.queryByRole('button', PASSKEY)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    });
  });
});
