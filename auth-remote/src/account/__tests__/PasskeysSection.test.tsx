import { screen, waitFor, within } from '@testing-library/react';
import { preloadLocale, type Passkey } from '@thryve/contract';

import { apiError, webAuthnError, withWebAuthn } from '../../sign-in/__tests__/webAuthnKit';
import { renderAccount, withFakeApi } from './accountTestKit';

withFakeApi();

const LAPTOP: Passkey = {
  id: 'pk-laptop',
  name: 'Chrome on Linux',
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: '2026-03-02T10:00:00.000Z',
};
const PHONE: Passkey = {
  id: 'pk-phone',
  name: 'Safari on iOS',
  createdAt: '2026-02-01T10:00:00.000Z',
  lastUsedAt: null,
};

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const region = () => screen.getByRole('region', { name: 'Passkeys' });
const listed = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

/** The screen with the user's passkeys `passkeys` (the list is read again after each change). */
function renderPasskeys(passkeys: Passkey[], auth: Parameters<typeof renderAccount>[0] = {}) {
  const listPasskeys = jest.fn(async () => passkeys);
  return { ...renderAccount({ ...auth, auth: { listPasskeys, ...auth.auth } }), listPasskeys };
}

describe('UserProfile: passkeys', () => {
  withWebAuthn();

  it('lists the passkeys, newest first, with when each was created and last used ("Never" when not yet)', async () => {
    renderPasskeys([LAPTOP, PHONE]);
    await waitFor(() => expect(listed()).toEqual(['Chrome on Linux', 'Safari on iOS']));
    const [laptop, phone] = within(region()).getAllByRole('listitem');
    expect(laptop).toHaveTextContent(/Created: Mar 1, 2026/);
    expect(laptop).toHaveTextContent(/Last used: Mar 2, 2026/);
    expect(phone).toHaveTextContent('Last used: Never');
    expect(within(region()).getByRole('list', { name: 'Passkeys' })).toBeInTheDocument();
  });

  it('says when there are none, and while they load', async () => {
    renderPasskeys([]);
    expect(within(region()).getByText('Loading your passkeys…')).toHaveAttribute('role', 'status');
    expect(await within(region()).findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('adds a passkey, says so, and shows the list as the API has it now', async () => {
    const onError = jest.fn();
    const passkeys = [PHONE];
    const { user, auth } = renderPasskeys(passkeys, { props: { onError } });
    await waitFor(() => expect(listed()).toEqual(['Safari on iOS']));
    (auth.addPasskey as jest.Mock).mockImplementationOnce(async () => {
      passkeys.unshift(LAPTOP);
      return LAPTOP;
    });

    await user.click(within(region()).getByRole('button', { name: 'Add a passkey' }));

    expect(await within(region()).findByText('Passkey added: Chrome on Linux')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(listed()).toEqual(['Chrome on Linux', 'Safari on iOS']));
    expect(auth.addPasskey).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Add a passkey', 'Chrome on Linux'],
    ['es', 'Añadir una llave de acceso', 'Chrome en Linux'],
  ])('names the new passkey after this browser and system in the screen’s language (%s)', async (locale, add, name) => {
    await preloadLocale(locale); // as on a page whose screens speak it
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(CHROME_ON_LINUX);
    const { user, auth } = renderPasskeys([], { props: { locale } });

    const passkeys = await screen.findByRole('region', { name: locale === 'es' ? 'Llaves de acceso' : 'Passkeys' });
    await user.click(await within(passkeys).findByRole('button', { name: add }));

    await waitFor(() => expect(auth.addPasskey).toHaveBeenCalledWith(name));
  });

  it.each([
    [
      'already registered on this device',
      webAuthnError('InvalidStateError'),
      'passkey-add/already-registered',
      'This device already has a passkey for your account.',
    ],
    [
      'a sign-in too old',
      apiError(403, 'recent_sign_in_required'),
      'auth/recent-sign-in-required',
      'Sign in again to confirm it is you, then try again',
    ],
    [
      'an API failure',
      apiError(500, 'internal'),
      'passkey-add/failed',
      'We couldn’t add the passkey. Please try again.',
    ],
  ])('announces a failed addition (%s) and reports it to onError once', async (_case, failure, code, message) => {
    const onError = jest.fn();
    const addPasskey = jest.fn().mockRejectedValueOnce(failure);
    const { user } = renderPasskeys([], { auth: { addPasskey }, props: { onError } });
    await within(region()).findByText('You have no passkeys yet.');

    await user.click(within(region()).getByRole('button', { name: 'Add a passkey' }));

    expect(await within(region()).findByRole('alert')).toHaveTextContent(message);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code }));
  });

  it('says calmly (a status) that the prompt was closed', async () => {
    const addPasskey = jest.fn().mockRejectedValueOnce(webAuthnError('NotAllowedError'));
    const { user } = renderPasskeys([], { auth: { addPasskey } });
    await within(region()).findByText('You have no passkeys yet.');
    await user.click(within(region()).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(region()).findByText('No passkey was added: the prompt was closed.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('removes a passkey only once confirmed, names it in the button, and keeps it when cancelled', async () => {
    const passkeys = [LAPTOP, PHONE];
    const removePasskey = jest.fn(async (id: string) => {
      passkeys.splice(
        passkeys.findIndex((passkey) => passkey.id === id),
        1,
      );
    });
    const { user } = renderPasskeys(passkeys, { auth: { removePasskey } });
    const remove = await within(region()).findByRole('button', { name: /^Remove Safari on iOS \(created / });
    expect(remove).toHaveTextContent('Remove');

    await user.click(remove);
    expect(
      within(region()).getByText(/Remove Safari on iOS\? You will no longer be able to sign in with it\./),
    ).toBeInTheDocument();
    expect(within(region()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(region()).getByRole('button', { name: 'Cancel' }));
    expect(removePasskey).not.toHaveBeenCalled();
    expect(within(region()).getByRole('button', { name: /^Remove Safari on iOS/ })).toHaveFocus();

    await user.click(within(region()).getByRole('button', { name: /^Remove Safari on iOS/ }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, remove it' }));

    expect(removePasskey).toHaveBeenCalledWith('pk-phone');
    expect(await within(region()).findByText('Passkey removed: Safari on iOS')).toHaveFocus();
    await waitFor(() => expect(listed()).toEqual(['Chrome on Linux']));
  });

  it('announces a failed removal, reports it, and keeps the passkey listed', async () => {
    const onError = jest.fn();
    const removePasskey = jest.fn().mockRejectedValueOnce(apiError(500, 'internal'));
    const { user } = renderPasskeys([PHONE], { auth: { removePasskey }, props: { onError } });
    await user.click(await within(region()).findByRole('button', { name: /^Remove Safari on iOS/ }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, remove it' }));

    expect(await within(region()).findByRole('alert')).toHaveTextContent(
      'We couldn’t remove the passkey. Please try again.',
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'passkey-remove/failed' }));
    expect(listed()).toEqual(['Safari on iOS']);
  });

  it('says when the list cannot be read, and reads it again on Try again', async () => {
    const listPasskeys = jest.fn().mockRejectedValueOnce(apiError(503, 'unavailable')).mockResolvedValueOnce([PHONE]);
    const { user } = renderAccount({ auth: { listPasskeys } });
    expect(await within(region()).findByRole('alert')).toHaveTextContent(
      'We couldn’t load your passkeys. The service is temporarily unavailable',
    );
    await user.click(within(region()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(listed()).toEqual(['Safari on iOS']));
  });
});

describe('UserProfile: passkeys where they cannot be made', () => {
  it('in a browser without WebAuthn: no Add button, an explanation, and Remove still works', async () => {
    const { user, auth } = renderPasskeys([PHONE]);
    await within(region()).findByText('Safari on iOS');
    expect(within(region()).queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(within(region()).getByText(/This browser cannot create passkeys\./)).toBeInTheDocument();
    await user.click(within(region()).getByRole('button', { name: /^Remove Safari on iOS/ }));
    await user.click(within(region()).getByRole('button', { name: 'Yes, remove it' }));
    expect(auth.removePasskey).toHaveBeenCalledWith('pk-phone');
  });

  it('shows no passkey section when the binding has no passkey actions (a partner’s own stand-in)', async () => {
    renderAccount({ auth: { listPasskeys: undefined, addPasskey: undefined, removePasskey: undefined } });
    await screen.findByRole('region', { name: 'Password' });
    expect(screen.queryByRole('region', { name: 'Passkeys' })).not.toBeInTheDocument();
  });
});
