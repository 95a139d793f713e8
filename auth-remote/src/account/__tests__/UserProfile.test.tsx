import { screen, within } from '@testing-library/react';
import { preloadLocale } from '@thryve/contract';
import { ES_MESSAGES } from '@thryve/contract/locales/es';

import { renderWithAuth } from '../../test/fakeAuth';
import { UserProfile } from '../UserProfile';
import { profileLoaded, renderAccount, withFakeApi } from './accountTestKit';

withFakeApi();

const SECTIONS = ['Profile', 'Email address', 'Password', 'Sessions', 'Your data', 'Danger zone'];

// Spanish loads on demand (as on a page); these tests render it at once, so it is loaded first.
beforeAll(() => preloadLocale('es'));

describe('UserProfile screen', () => {
  it('shows the heading "Account", its title and every section, each a named region', async () => {
    renderAccount({ props: { documentTitle: true } });
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thryve Health' })).toBeInTheDocument();
    expect(document.title).toBe('Account · Thryve Health');
    for (const name of SECTIONS) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    await profileLoaded();
    // The email is shown, not edited: no field holds it.
    expect(within(screen.getByRole('region', { name: 'Email address' })).getByText('ada@example.com')).toBeVisible();
    expect(screen.queryByDisplayValue('ada@example.com')).not.toBeInTheDocument();
  });

  it("shows Spanish with locale 'es', the catalogue's texts and the shared field labels", async () => {
    renderAccount({ props: { locale: 'es', documentTitle: true }, user: { emailVerified: false } });
    expect(screen.getByRole('heading', { level: 1, name: 'Cuenta' })).toBeInTheDocument();
    expect(document.title).toBe('Cuenta · Thryve Health');
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'es');
    for (const id of [
      'account.profileHeading',
      'account.emailHeading',
      'account.passwordHeading',
      'account.sessionsHeading',
      'account.dataHeading',
      'account.dangerHeading',
    ] as const) {
      expect(screen.getByRole('region', { name: ES_MESSAGES[id] })).toBeInTheDocument();
    }
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Ada');
    expect(screen.getByLabelText('Estatura (pulgadas)')).toHaveValue(66);
    expect(screen.getByLabelText('Contraseña actual')).toBeInTheDocument();
    expect(screen.getByText('Sin verificar')).toBeInTheDocument();
    for (const name of [
      'Guardar',
      'Enviar correo de verificación',
      'Cambiar contraseña',
      'Cerrar sesión en todos los dispositivos',
      'Descargar mis datos',
      'Eliminar cuenta',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('says when nobody is signed in, with a link to sign in that uses the host navigate', async () => {
    const { user, auth } = renderAccount({ auth: { user: null, token: null }, props: { signInPath: '/login' } });
    expect(screen.getByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText(/You are signed out\./)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(auth.navigate).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('region', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('waits for the session before showing anything of the account', () => {
    renderWithAuth(<UserProfile />, { user: null, loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
  });
});
