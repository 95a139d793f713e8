import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadLocale, type AuthUser } from '@thryve/contract';
import { loadErrorCatalogue, type AuthContextValue } from '@thryve/shared';

import { firebaseError, renderWithAuth, signedInAs } from '../../test/fakeAuth';
import { EmailSection } from '../EmailSection';

// As on the host's account page, where the session loads the error catalogue and the page the account texts.
beforeAll(() => Promise.all([loadErrorCatalogue(), preloadLocale('en', ['account'])]));
// The section alone (no profile call): its clock is Jest's, to see the minute between two emails pass.
beforeEach(() => jest.useFakeTimers({ now: new Date(2030, 4, 1, 14, 5) }));
afterEach(() => jest.useRealTimers());

function renderEmail(user: Partial<AuthUser> = { emailVerified: false }, auth: Partial<AuthContextValue> = {}) {
  const onError = jest.fn();
  const events = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const rendered = renderWithAuth(<EmailSection email="ada@example.com" onError={onError} />, {
    ...signedInAs(user),
    ...auth,
  });
  return { ...rendered, user: events, onError };
}

const sendButton = () => screen.getByRole('button', { name: 'Send verification email' });

describe('UserProfile: the email address', () => {
  it('shows a verified address as such, with nothing to do', () => {
    renderEmail({ emailVerified: true });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('sends the email, says when, and waits a minute before the next one', async () => {
    const { user, auth } = renderEmail();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(sendButton());
    expect(auth.sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Verification email sent at 02:05 PM')).toHaveAttribute('role', 'status');
    expect(sendButton()).toHaveAttribute('aria-disabled', 'true');
    expect(sendButton()).toHaveFocus();

    await user.click(sendButton());
    act(() => jest.advanceTimersByTime(59_000));
    await user.click(sendButton());
    expect(auth.sendVerificationEmail).toHaveBeenCalledTimes(1);

    act(() => jest.advanceTimersByTime(1_000));
    expect(sendButton()).toHaveAttribute('aria-disabled', 'false');
    await user.click(sendButton());
    expect(auth.sendVerificationEmail).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Verification email sent at 02:06 PM')).toBeInTheDocument();
  });

  it("tells Firebase's too-many-requests, reports onError once, and lets the user try again", async () => {
    const sendVerificationEmail = jest.fn().mockRejectedValueOnce(firebaseError('auth/too-many-requests'));
    const { user, onError } = renderEmail({ emailVerified: false }, { sendVerificationEmail });
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Wait a few minutes, then try again.',
    );
    expect(onError).toHaveBeenCalledTimes(1);
    expect(sendButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('re-checks: still unverified says so; verified (the session changed) shows it', async () => {
    const { user, auth, rerender } = renderEmail();
    await user.click(screen.getByRole('button', { name: 'I’ve verified my email' }));
    expect(auth.refreshUser).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Your email address is not verified yet. Follow the link in the email, then try again.'),
    ).toBeInTheDocument();

    // The session's user after the reload: verified.
    const { AuthContext } = await import('@thryve/shared');
    rerender(
      <AuthContext.Provider value={{ ...auth, ...signedInAs({ emailVerified: true }) }}>
        <EmailSection email="ada@example.com" />
      </AuthContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Verified');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
