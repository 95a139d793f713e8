import { screen, waitFor, within } from '@testing-library/react';
import { preloadLocale } from '@thryve/contract';

import { firebaseError } from '../../test/fakeAuth';
import { renderAccount, withFakeApi } from './accountTestKit';

withFakeApi();

const dialog = () => screen.getByRole('dialog', { name: 'Delete your account?' });
const confirmButton = () => within(dialog()).getByRole('button', { name: 'Delete my account' });

async function open(user: ReturnType<typeof renderAccount>['user']) {
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return dialog();
}

// Spanish loads on demand (as on a page); these tests render it at once, so it is loaded first.
beforeAll(() => preloadLocale('es'));

describe('UserProfile: delete account', () => {
  it('asks for the password and the word; deletes, reports onAccountDelete once and goes to sign-in', async () => {
    const onAccountDelete = jest.fn();
    const { user, auth } = renderAccount({ props: { onAccountDelete } });
    const confirmation = await open(user);
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(confirmation).getByLabelText('Password')).toHaveFocus();
    expect(confirmButton()).toBeDisabled();

    await user.type(within(confirmation).getByLabelText('Password'), 'my-secret');
    await user.type(within(confirmation).getByLabelText('Type DELETE to confirm'), 'delete');
    expect(confirmButton()).toBeDisabled(); // the word as shown
    await user.clear(within(confirmation).getByLabelText('Type DELETE to confirm'));
    await user.type(within(confirmation).getByLabelText('Type DELETE to confirm'), 'DELETE');
    expect(confirmButton()).toBeEnabled();
    await user.click(confirmButton());

    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/signin', { replace: true }));
    expect(auth.deleteAccount).toHaveBeenCalledWith({ password: 'my-secret' });
    expect(onAccountDelete).toHaveBeenCalledTimes(1);
  });

  it('does not delete on Enter before the word matches', async () => {
    const { user, auth } = renderAccount();
    const confirmation = await open(user);
    await user.type(within(confirmation).getByLabelText('Password'), 'my-secret{Enter}');
    expect(auth.deleteAccount).not.toHaveBeenCalled();
  });

  it('closes on Escape and on Cancel, giving the focus back to "Delete account"', async () => {
    const { user, auth } = renderAccount();
    await open(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}'); // opens again, from the keyboard
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus();
    expect(auth.deleteAccount).not.toHaveBeenCalled();
  });

  it('tells a wrong password at its field, reports onError once, and keeps the account', async () => {
    const onError = jest.fn();
    const deleteAccount = jest.fn().mockRejectedValueOnce(firebaseError('auth/wrong-password'));
    const { user, auth } = renderAccount({ auth: { deleteAccount }, props: { onError } });
    const confirmation = await open(user);
    await user.type(within(confirmation).getByLabelText('Password'), 'not-it');
    await user.type(within(confirmation).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(confirmButton());
    expect(await within(confirmation).findByRole('alert')).toHaveTextContent('The password is incorrect');
    expect(within(confirmation).getByLabelText('Password')).toHaveAccessibleDescription('The password is incorrect');
    expect(within(confirmation).getByLabelText('Password')).toHaveFocus();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ code: 'auth/wrong-password', message: 'The password is incorrect' });
    expect(auth.navigate).not.toHaveBeenCalled();
  });

  it('offers a fresh Google sign-in to a Google-only account, with the word in Spanish', async () => {
    const onError = jest.fn();
    const deleteAccount = jest
      .fn()
      .mockRejectedValueOnce(firebaseError('auth/popup-closed-by-user'))
      .mockResolvedValueOnce(undefined);
    const { user, auth } = renderAccount({
      user: { providers: ['google.com'] },
      auth: { deleteAccount },
      props: { locale: 'es', onError, signInPath: '/entrar' },
    });
    await user.click(screen.getByRole('button', { name: 'Eliminar cuenta' }));
    const confirmation = screen.getByRole('dialog', { name: '¿Eliminar su cuenta?' });
    expect(within(confirmation).queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(
      within(confirmation).getByText('Para confirmar que es usted, vuelva a iniciar sesión con Google.'),
    ).toBeInTheDocument();
    const word = within(confirmation).getByLabelText('Escriba ELIMINAR para confirmar');
    expect(word).toHaveFocus();
    await user.type(word, 'ELIMINAR');
    const confirm = within(confirmation).getByRole('button', { name: 'Iniciar sesión con Google y eliminar' });
    await user.click(confirm);
    expect(await within(confirmation).findByRole('alert')).toHaveTextContent(
      'Se canceló el inicio de sesión con Google',
    );
    expect(onError).toHaveBeenCalledWith({
      code: 'account-delete/google-cancelled',
      message: 'Google sign-in was cancelled',
    });

    await user.click(confirm);
    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/entrar', { replace: true }));
    expect(deleteAccount).toHaveBeenCalledWith({ google: true });
  });
});
