import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { fakeFile, pngFile } from '../../sign-up/__tests__/signUpTestKit';
import { ADA_PROFILE } from '../../test/fakeAuth';
import { alerts, api, apiRefusal, networkError, profileLoaded, renderAccount, withFakeApi } from './accountTestKit';

withFakeApi();

const profile = () => screen.getByRole('region', { name: 'Profile' });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('UserProfile: the profile', () => {
  it('shows the saved profile and picture, fetched with the token, with the sign-up fields', async () => {
    renderAccount();
    expect(within(profile()).getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(await profileLoaded()).toHaveValue('Ada');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Username')).toHaveValue('ada');
    expect(screen.getByLabelText('Birthday')).toHaveValue('1990-12-10');
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Height (inches)')).toHaveValue(66);
    expect(screen.getByLabelText('Height (inches)')).toHaveAttribute('max', '108');
    expect(screen.getByLabelText('Weight (pounds)')).toHaveValue(130);
    expect(screen.getByLabelText('Change picture')).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'blob:profile-picture');
    expect(new Set(api.seenAuthorization)).toEqual(new Set(['Bearer test-token']));
  });

  it('saves the edited fields, announces it and reports onProfileUpdate once', async () => {
    const onProfileUpdate = jest.fn();
    const { user, auth } = renderAccount({ props: { onProfileUpdate } });
    await profileLoaded();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Augusta');
    await user.clear(screen.getByLabelText('Height (inches)'));
    await user.clear(screen.getByLabelText('Weight (pounds)'));
    await user.type(screen.getByLabelText('Weight (pounds)'), '131.5');
    await user.click(save());

    expect(await within(profile()).findByText('Saved')).toHaveAttribute('role', 'status');
    // The picture is left out: kept as it is.
    expect(auth.updateProfile).toHaveBeenCalledWith({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      username: 'ada',
      birthday: '1990-12-10',
      height: null,
      weight: 131.5,
    });
    expect(onProfileUpdate).toHaveBeenCalledTimes(1);
    expect(onProfileUpdate).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Augusta', weight: 131.5 }));
    expect(alerts()).toEqual([]);
  });

  it('checks with the sign-up rules: messages above the fields, the first invalid one focused, nothing sent', async () => {
    const { user, auth } = renderAccount();
    await profileLoaded();
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'ada lovelace');
    await user.type(screen.getByLabelText('Height (inches)'), '0'); // 660
    await user.click(save());

    expect(alerts()).toEqual([
      'First and last name are required',
      'Username is invalid',
      'Height must be between 0 and 108 inches',
    ]);
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('First and last name are required');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'false');
    expect(auth.updateProfile).not.toHaveBeenCalled();
  });

  it("shows the API's field messages at their fields and reports onError once", async () => {
    const onError = jest.fn();
    const updateProfile = jest.fn().mockRejectedValueOnce(
      apiRefusal(409, {
        code: 'username_taken',
        message: 'That username is already taken',
        details: { username: 'Username is already taken' },
      }),
    );
    const { user } = renderAccount({ auth: { updateProfile }, props: { onError } });
    await profileLoaded();
    await user.click(save());

    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is already taken');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith({ code: 'profile/username-taken', message: 'That username is already taken' });
  });

  it('tells a failed save for the whole form, and keeps what was typed', async () => {
    const updateProfile = jest.fn().mockRejectedValueOnce(networkError());
    const { user } = renderAccount({ auth: { updateProfile } });
    await profileLoaded();
    await user.type(screen.getByLabelText('Username'), '2');
    await user.click(save());
    expect(await within(profile()).findByRole('alert')).toHaveTextContent(
      'We couldn’t save your profile. Please try again.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('ada2');
  });

  it('removes the picture: Save sends null', async () => {
    const { user, auth } = renderAccount();
    await profileLoaded();
    await user.click(await screen.findByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('img', { name: 'Profile picture' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Change picture')).toHaveFocus();
    await user.click(save());
    await waitFor(() => expect(auth.updateProfile).toHaveBeenCalledTimes(1));
    expect(auth.updateProfile).toHaveBeenCalledWith(expect.objectContaining({ profilePicture: null }));
  });

  it('replaces the picture with a new one, sent as a data URL', async () => {
    const { user, auth } = renderAccount();
    await profileLoaded();
    await user.upload(screen.getByLabelText('Change picture'), pngFile());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Profile picture' }).getAttribute('src')).toMatch(/^data:image\/png/),
    );
    await user.click(save());
    await waitFor(() => expect(auth.updateProfile).toHaveBeenCalledTimes(1));
    expect(auth.updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ profilePicture: expect.stringMatching(/^data:image\/png;base64,/) }),
    );
  });

  it("alerts 'Invalid file' for another type, and refuses a picture of 5 MB on Save", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user, auth } = renderAccount();
    await profileLoaded();
    const input = screen.getByLabelText('Change picture');
    await act(() => user.upload(input, fakeFile('image/gif', 10, 'me.gif')));
    expect(alert).toHaveBeenCalledWith('Invalid file');

    fireEvent.change(input, { target: { files: [fakeFile('image/png', 5 * 1024 * 1024)] } });
    await act(async () => undefined); // the check of the file ends in a microtask
    await user.click(save());
    expect(alerts()).toEqual(['Picture file size must be less than 5 MB']);
    expect(input).toHaveFocus();
    expect(auth.updateProfile).not.toHaveBeenCalled();
  });

  it('says when the profile cannot be loaded, and Try again loads it', async () => {
    api.profileFailures = 1;
    const { user } = renderAccount();
    expect(await within(profile()).findByRole('alert')).toHaveTextContent(
      'We couldn’t load your profile. The service is temporarily unavailable',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await profileLoaded()).toHaveValue(ADA_PROFILE.firstName);
    expect(within(profile()).queryByRole('alert')).not.toBeInTheDocument();
  });
});
