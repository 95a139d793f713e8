import { screen, waitFor, within } from '@testing-library/react';
import { fetchAccountExport } from '@thryve/shared/http';

import { firebaseError } from '../../test/fakeAuth';
import { apiRefusal, renderAccount, withFakeApi } from './accountTestKit';

// The export's request itself is the shared client's (tested with it); here, what the screen does with its answer.
jest.mock('@thryve/shared/http', () => ({
  ...jest.requireActual<object>('@thryve/shared/http'),
  fetchAccountExport: jest.fn(),
}));
const exportMock = jest.mocked(fetchAccountExport);

withFakeApi();

describe('UserProfile: sign out of all devices', () => {
  it('ends every session, reports onSignOut once, then goes to the sign-in path', async () => {
    const onSignOut = jest.fn();
    const { user, auth } = renderAccount({ props: { onSignOut, signInPath: '/login' } });
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/login', { replace: true }));
    expect(auth.signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("goes to '/signin' by default, and never to a path of another origin", async () => {
    const { user, auth } = renderAccount({ props: { signInPath: 'https://evil.example/' } });
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(auth.navigate).toHaveBeenCalledWith('/signin', { replace: true }));
  });

  it('tells a failure, reports onError once, and stays', async () => {
    const onError = jest.fn();
    const signOutEverywhere = jest.fn().mockRejectedValueOnce(firebaseError('auth/network-request-failed'));
    const { user, auth } = renderAccount({ auth: { signOutEverywhere }, props: { onError } });
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    const region = screen.getByRole('region', { name: 'Sessions' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'We couldn’t sign you out of all devices. Please try again.',
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(auth.navigate).not.toHaveBeenCalled();
  });
});

describe('UserProfile: download my data', () => {
  it('downloads the export as its file, through a temporary object URL', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const blob = new Blob(['{"format":"thryve-account-export/1"}'], { type: 'application/json' });
    exportMock.mockResolvedValueOnce({ filename: 'thryve-account-ada.json', blob });
    const clicked: { href: string; download: string; inPage: boolean }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });
    (URL.createObjectURL as jest.Mock).mockReturnValue('blob:export');
    try {
      const { user } = renderAccount();
      await user.click(screen.getByRole('button', { name: 'Download my data' }));
      const region = screen.getByRole('region', { name: 'Your data' });
      expect(await within(region).findByText('Your data was downloaded.')).toHaveAttribute('role', 'status');
      expect(URL.createObjectURL).toHaveBeenCalledWith(blob);
      expect(clicked).toEqual([{ href: 'blob:export', download: 'thryve-account-ada.json', inPage: true }]);
      expect(document.querySelector('a[download]')).toBeNull();
      expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:export');
      jest.runOnlyPendingTimers();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells a failure with the API message of its code, and downloads nothing', async () => {
    exportMock.mockRejectedValueOnce(
      apiRefusal(429, { code: 'rate_limited', message: 'Too many requests: try again shortly' }),
    );
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const region = screen.getByRole('region', { name: 'Your data' });
    expect(await within(region).findByRole('alert')).toHaveTextContent('Too many requests: try again shortly');
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});
