import { screen, waitFor, within } from '@testing-library/react';
import { AppError } from '@thryve/contract';

import { firebaseError } from '../../test/fakeAuth';
import { alerts, renderAccount, withFakeApi } from './accountTestKit';

withFakeApi();

const section = () => screen.getByRole('region', { name: 'Password' });
type User = ReturnType<typeof renderAccount>['user'];

async function fill(user: User, values: { current?: string; next?: string; confirm?: string }) {
  const { current = 'old-secret', next = 'new-secret', confirm = next } = values;
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['Confirm new password', confirm],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('UserProfile: the password', () => {
  it('changes it: Firebase checks the current one, the change is announced and the fields empty', async () => {
    const { user, auth } = renderAccount();
    expect(within(section()).getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
    expect(screen.getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await fill(user, {});
    expect(
      await within(section()).findByText('Your password was changed. Your other devices were signed out.'),
    ).toHaveAttribute('role', 'status');
    expect(auth.changePassword).toHaveBeenCalledWith('old-secret', 'new-secret');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it.each([
    [{ next: '12345' }, 'New password', 'Password must be greater than 6 characters'],
    [{ next: '', confirm: '' }, 'New password', 'Password is required'],
    [{ confirm: 'new-secreT' }, 'Confirm new password', 'Passwords do not match'],
    [{ current: '' }, 'Current password', 'Password is required'],
  ])('refuses %p with the sign-up message at %s, and sends nothing', async (values, label, message) => {
    const { user, auth } = renderAccount();
    await fill(user, values);
    expect(alerts()).toEqual([message]);
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(auth.changePassword).not.toHaveBeenCalled();
  });

  it('tells a wrong current password at its field and reports onError once', async () => {
    const onError = jest.fn();
    const changePassword = jest.fn().mockRejectedValueOnce(firebaseError('auth/invalid-credential'));
    const { user } = renderAccount({ auth: { changePassword }, props: { onError } });
    await fill(user, {});
    await waitFor(() => expect(alerts()).toEqual(['The password is incorrect']));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The password is incorrect');
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByLabelText('New password')).toHaveValue('new-secret');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ code: 'auth/wrong-password', message: 'The password is incorrect' });
  });

  it('tells other failures for the whole form (Firebase not loaded)', async () => {
    const changePassword = jest.fn().mockRejectedValueOnce(new AppError('auth/unavailable', 'not loaded'));
    const { user } = renderAccount({ auth: { changePassword } });
    await fill(user, {});
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'We could not reach the sign-in service. Check your connection, then try again.',
    );
  });

  it('says that an account that signs in with Google has no password here, instead of the form', () => {
    renderAccount({ user: { providers: ['google.com'] } });
    expect(
      within(section()).getByText('You sign in with Google, so there is no password to change here.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
