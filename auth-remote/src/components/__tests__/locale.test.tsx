import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, preloadLocale, type MessageId } from '@thryve/contract';
import { ES_MESSAGES } from '@thryve/contract/locales/es';
import { AuthContext, LocalizationProvider } from '@thryve/shared';
import type { ReactElement } from 'react';

import { SignIn } from '../../sign-in/SignIn';
import { create, fill, messages, renderSignUp } from '../../sign-up/__tests__/signUpTestKit';
import { SignUp } from '../../sign-up/SignUp';
import { firebaseError, renderWithAuth } from '../../test/fakeAuth';

// `locale` picks a shipped catalogue ('en', 'es'; a region is ignored, anything else is English) and switches at
// once: the form keeps what was typed and which fields are in error, and the messages change language.
// Spanish loads on demand (as on a page); these tests render it at once, so it is loaded first.
beforeAll(() => preloadLocale('es'));

/** The alert says `english`; the screen rendered again in Spanish, the Spanish catalogue's text of `id`. */
async function expectFailureInBoth(
  { rerender, auth }: Pick<ReturnType<typeof renderWithAuth>, 'rerender' | 'auth'>,
  inSpanish: ReactElement,
  english: string,
  id: MessageId,
) {
  expect(await screen.findByRole('alert')).toHaveTextContent(english);
  rerender(<AuthContext.Provider value={auth}>{inSpanish}</AuthContext.Provider>);
  expect(ES_MESSAGES[id]).not.toBe(english);
  expect(screen.getByRole('alert')).toHaveTextContent(ES_MESSAGES[id] as string);
}

describe('locale', () => {
  it('switches SignUp English -> Spanish -> English, keeping values, errors and focus targets', async () => {
    const { user, rerender, auth } = renderSignUp();
    await fill(user, { Email: 'not-an-email', 'Confirm password': 'other' });
    await create(user);
    expect(messages()).toEqual(['Email is invalid', 'Passwords do not match']);
    const at = (ui: ReactElement) => rerender(<AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>);

    at(<SignUp locale="es-ES" documentTitle />);
    expect(document.title).toBe('Registrarse · Thryve Health');
    expect(screen.getByRole('heading', { name: 'Registrarse' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ada');
    expect(messages()).toEqual([ES_MESSAGES['validation.emailInvalid'], ES_MESSAGES['validation.passwordsDoNotMatch']]);
    expect(screen.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);

    at(<SignUp locale="en" documentTitle />);
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(messages()).toEqual(['Email is invalid', 'Passwords do not match']);
    expect(document.title).toBe('Sign up · Thryve Health');
  }, 30_000); // typing a whole form is slow on a busy machine

  it("takes the provider's locale; a screen's own wins; overrides apply over the locale's catalogue", () => {
    renderWithAuth(
      <LocalizationProvider locale="es" localization={{ 'signIn.google': 'Entrar con Google' }}>
        <SignIn />
        <SignUp locale="en" localization={{ 'signUp.submit': 'Create it' }} />
      </LocalizationProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar con Google' })).toBeInTheDocument();
    expect(screen.getByText('¿No tiene una cuenta de Thryve Health?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create it' })).toBeInTheDocument();
  });

  it('shows English for a language it has no catalogue for', () => {
    renderWithAuth(<SignIn locale="fr-CA" />);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("marks the screen with the locale asked for, and leaves the page's language alone when none is", () => {
    const { unmount } = renderWithAuth(<SignIn locale="es-mx" />);
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'es-MX');
    unmount();
    // A host that translated with `localization` alone on a page of its own language: that language stands.
    renderWithAuth(<SignIn localization={{ 'signIn.heading': 'Anmelden' }} />);
    expect(screen.getByRole('main')).not.toHaveAttribute('lang');
  });

  // Each failure resolves to its event code, whose message id gives the text in the screen's language: the
  // specification's English exactly, the Spanish catalogue's in Spanish.
  const UNAVAILABLE = new AppError('auth/unavailable', 'Firebase could not be loaded');
  it.each([
    [firebaseError('auth/invalid-credential'), 'Incorrect username or password', 'error.incorrectCredentials'],
    [firebaseError('auth/invalid-email'), 'Incorrect username or password', 'error.incorrectCredentials'],
    [firebaseError('auth/network-request-failed'), 'An error occurred. Please try again.', 'error.signInFailed'],
    [
      UNAVAILABLE,
      'We could not reach the sign-in service. Check your connection, then try again.',
      'error.authUnavailable',
    ],
  ] as const)('shows the SignIn failure %p in English and in Spanish', async (failure, english, id) => {
    const user = userEvent.setup({ delay: null });
    const rendered = renderWithAuth(<SignIn />, { signIn: jest.fn().mockRejectedValue(failure) });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectFailureInBoth(rendered, <SignIn locale="es" />, english, id);
  });

  it.each([
    [firebaseError('auth/email-already-in-use'), 'Email already in use', 'error.emailAlreadyInUse'],
    [firebaseError('auth/weak-password'), 'Password is too weak', 'error.weakPassword'],
    [new Error('Registration failed'), 'An unknown error occurred', 'error.signUpFailed'],
    [
      UNAVAILABLE,
      'We could not reach the sign-in service. Check your connection, then try again.',
      'error.authUnavailable',
    ],
  ] as const)(
    'shows the SignUp failure %p in English and in Spanish',
    async (failure, english, id) => {
      const { user, ...rendered } = renderSignUp({ signUp: jest.fn().mockRejectedValue(failure) });
      await fill(user);
      await create(user);
      await expectFailureInBoth(rendered, <SignUp locale="es" />, english, id);
    },
    30_000,
  ); // typing a whole form is slow on a busy machine

  it('alerts an invalid file in the locale', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderSignUp({}, { locale: 'es' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await act(() => user.upload(input, new File(['x'], 'x.gif', { type: 'image/gif' })));
    expect(alert).toHaveBeenCalledWith('Archivo no válido');
    alert.mockRestore();
  });
});
