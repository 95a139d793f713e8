import { act, screen } from '@testing-library/react';
import { preloadLocale } from '@thryve/contract';
import { ES_MESSAGES } from '@thryve/contract/locales/es';
import { AuthContext, LocalizationProvider } from '@thryve/shared';
import type { ReactElement } from 'react';

import { SignIn } from '../../sign-in/SignIn';
import { create, fill, messages, renderSignUp } from '../../sign-up/__tests__/signUpTestKit';
import { SignUp } from '../../sign-up/SignUp';
import { renderWithAuth } from '../../test/fakeAuth';

// `locale` picks a shipped catalogue ('en', 'es'; a region is ignored, anything else is English) and switches at
// once: the form keeps what was typed and which fields are in error, and the messages change language.
// Spanish loads on demand (as on a page); these tests render it at once, so it is loaded first.
beforeAll(() => preloadLocale('es'));

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

  it('alerts an invalid file in the locale', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderSignUp({}, { locale: 'es' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await act(() => user.upload(input, new File(['x'], 'x.gif', { type: 'image/gif' })));
    expect(alert).toHaveBeenCalledWith('Archivo no válido');
    alert.mockRestore();
  });
});
