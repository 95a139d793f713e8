import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocalizationProvider, type Localization } from '@thryve/shared';

import { SignIn } from '../../sign-in/SignIn';
import { SignUp } from '../../sign-up/SignUp';
import { firebaseError, renderWithAuth } from '../../test/fakeAuth';

// `localization` overrides any message by id; what it does not name stays the specification's English.
describe('localization', () => {
  it('SignIn shows its overridden label, button, error message and title', async () => {
    const user = userEvent.setup();
    renderWithAuth(
      <SignIn
        documentTitle
        localization={{
          'signIn.email': 'Correo electrónico',
          'signIn.submit': 'Entrar',
          'signIn.title': 'Entrar · {brandName}',
          'error.incorrectCredentials': 'Usuario o contraseña incorrectos',
        }}
      />,
      { signIn: jest.fn().mockRejectedValue(firebaseError('auth/invalid-credential')) },
    );
    expect(document.title).toBe('Entrar · Thryve Health');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-1');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(screen.queryByText('Incorrect username or password')).not.toBeInTheDocument();
    // Not overridden: English.
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('SignIn applies only the real message ids of an untyped localization, and never shows a function', () => {
    const localization = JSON.parse(
      '{"constructor": "x", "__proto__": {"signIn.submit": "Inherited"}, "toString": "y", "signIn.heading": "Hello"}',
    ) as Localization;
    const { container } = renderWithAuth(
      <LocalizationProvider
        localization={{ __proto__: { 'signIn.email': 'Inherited' }, constructor: 'x' } as Localization}
      >
        <SignIn localization={localization} />
      </LocalizationProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Hello');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/Inherited|function|native code/);
  });

  it("SignUp takes its provider's overrides, its own win, and they reach validation messages and the toggles", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithAuth(
      <LocalizationProvider
        localization={{
          'signUp.submit': 'Crear',
          'signUp.username': 'Usuario (del proveedor)',
          'validation.emailRequired': 'El correo es obligatorio',
          'password.showLabel': 'Mostrar contraseña',
        }}
      >
        <SignUp localization={{ 'signUp.username': 'Nombre de usuario' }} />
      </LocalizationProvider>,
    );
    expect(screen.getByLabelText('Nombre de usuario')).toBeInTheDocument();
    expect(screen.queryByLabelText('Usuario (del proveedor)')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    const shown = (await screen.findAllByRole('alert')).map((node) => node.textContent);
    expect(shown).toContain('El correo es obligatorio');
    expect(shown).not.toContain('Email is required');
    // Not overridden: the specification's English.
    expect(shown).toContain('Username is required');
  });
});
