import { screen, waitFor, within } from '@testing-library/react';
import { preloadLocale } from '@thryve/contract';

import { pngFile } from '../../sign-up/__tests__/signUpTestKit';
import { alerts, api, apiRefusal, networkError, renderAccount, withFakeApi } from './accountTestKit';

withFakeApi();

const profile = () => screen.getByRole('region', { name: 'Profile' });
const completeButton = () => screen.findByRole('button', { name: 'Complete profile' }, { timeout: 5_000 });

beforeEach(() => {
  api.notRegistered = true;
});

describe('UserProfile: a signed-in user without a profile completes it', () => {
  it('shows the sign-up fields but the email and passwords, says why, and offers no Try again', async () => {
    renderAccount();
    await completeButton();
    const section = within(profile());
    expect(
      section.getByText('Your account has not finished registration. Complete your profile to continue.'),
    ).toBeVisible();
    for (const label of ['First name', 'Last name', 'Username', 'Birthday', 'Height (inches)', 'Weight (pounds)']) {
      expect(section.getByLabelText(label)).toHaveValue(label.startsWith('H') || label.startsWith('W') ? null : '');
    }
    expect(section.getByLabelText('Upload profile picture')).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(section.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(section.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(alerts()).toEqual([]);
  });

  it("checks with the seed's rules and messages: above their fields, the first invalid focused, nothing sent", async () => {
    const { user, auth } = renderAccount();
    await user.click(await completeButton());
    expect(alerts()).toEqual(['First and last name are required', 'Username is required']);
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First and last name are required');

    await user.type(screen.getByLabelText('First name'), 'Olivia');
    await user.type(screen.getByLabelText('Last name'), 'Owner');
    await user.type(screen.getByLabelText('Username'), 'olivia owner');
    await user.type(screen.getByLabelText('Weight (pounds)'), '1401');
    await user.click(await completeButton());
    // All cleared before each check: only the new ones show.
    expect(alerts()).toEqual(['Username is invalid', 'Weight must be between 0 and 1400 pounds']);
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(auth.completeProfile).not.toHaveBeenCalled();
  });

  it("registers with the user's own email, then shows the profile's form, announced and focused; onProfileUpdate once", async () => {
    const onProfileUpdate = jest.fn();
    const { user, auth } = renderAccount({ props: { onProfileUpdate } });
    await user.upload(await screen.findByLabelText('Upload profile picture'), pngFile());
    await waitFor(() => expect(screen.getByRole('img', { name: 'Profile preview' })).toBeInTheDocument());
    await user.type(screen.getByLabelText('First name'), 'Olivia');
    await user.type(screen.getByLabelText('Last name'), 'Owner');
    await user.type(screen.getByLabelText('Username'), 'olivia');
    await user.type(screen.getByLabelText('Height (inches)'), '65');
    await user.click(await completeButton());

    const done = await within(profile()).findByText('Your profile is complete.');
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveFocus();
    expect(auth.completeProfile).toHaveBeenCalledWith({
      firstName: 'Olivia',
      lastName: 'Owner',
      email: 'ada@example.com',
      username: 'olivia',
      birthday: null,
      height: 65,
      weight: null,
      profilePicture: expect.stringMatching(/^data:image\/png;base64,/),
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Olivia');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete profile' })).not.toBeInTheDocument();
    expect(onProfileUpdate).toHaveBeenCalledTimes(1);
    expect(onProfileUpdate).toHaveBeenCalledWith(expect.objectContaining({ username: 'olivia' }));
  });

  it("shows the API's field message at its field (a taken username), a failure of the whole form as such", async () => {
    const onError = jest.fn();
    const completeProfile = jest
      .fn()
      .mockRejectedValueOnce(
        apiRefusal(409, {
          code: 'username_taken',
          message: 'That username is already taken',
          details: { username: 'Username is already taken' },
        }),
      )
      .mockRejectedValueOnce(networkError());
    const { user } = renderAccount({ auth: { completeProfile }, props: { onError } });
    await user.type(await screen.findByLabelText('First name'), 'Olivia');
    await user.type(screen.getByLabelText('Last name'), 'Owner');
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.click(await completeButton());

    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is already taken');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(onError).toHaveBeenCalledWith({ code: 'profile/username-taken', message: 'That username is already taken' });

    await user.click(await completeButton());
    expect(await within(profile()).findByRole('alert')).toHaveTextContent(
      'We couldn’t save your profile. Please try again.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('speaks the screen’s language (Spanish)', async () => {
    await preloadLocale('es', ['account']);
    const { user } = renderAccount({ props: { locale: 'es' } });
    const send = await screen.findByRole('button', { name: 'Completar perfil' }, { timeout: 5_000 });
    expect(screen.getByText('Su cuenta no ha terminado el registro. Complete su perfil para continuar.')).toBeVisible();
    await user.click(send);
    expect(alerts()).toEqual(['El nombre y el apellido son obligatorios', 'El nombre de usuario es obligatorio']);
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
  });
});
