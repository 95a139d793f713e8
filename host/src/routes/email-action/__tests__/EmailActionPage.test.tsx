import { act, fireEvent, screen } from '@testing-library/react';
import { preloadLocale } from '@thryve/contract';
import { type AuthContextValue } from '@thryve/shared';
import { completeEmailVerification } from '@thryve/shared/http';
import { Route, Routes } from 'react-router-dom';

import { renderWithRoutes } from '../../../routing/__tests__/routeHarness';
import { fakeAuth, signedIn } from '../../../test/fakeAuth';
import { EmailActionPage } from '../EmailActionPage';

jest.mock('@thryve/shared/http', () => ({ completeEmailVerification: jest.fn() }));
const verify = jest.mocked(completeEmailVerification);

const routes = (
  <Routes>
    <Route path="/" element={<h1>Dashboard</h1>} />
    <Route path="/auth/action" element={<EmailActionPage />} />
  </Routes>
);

const signedOut = () => fakeAuth({ user: null, token: null });

async function renderPage(auth: AuthContextValue, query: string) {
  renderWithRoutes(routes, auth, `/auth/action?${query}`);
  // The API's answer, then the session's refresh.
  await act(async () => undefined);
  await act(async () => undefined);
}

beforeAll(() => preloadLocale('en', ['account']));
beforeEach(() => verify.mockReset());

describe('EmailActionPage', () => {
  it('verified for this session: says so, refreshes the session and continues on this site only', async () => {
    verify.mockResolvedValue({ outcome: 'verified' });
    const auth = signedIn({}, { emailVerified: false });
    await renderPage(auth, 'mode=verifyEmail&oobCode=code-1&continueUrl=https%3A%2F%2Fevil.example%2Fx');
    expect(verify).toHaveBeenCalledWith('code-1');
    expect(auth.refreshUser).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/');
  });

  it('taken back: asks for a password with sign-up’s rules before anything is sent', async () => {
    verify.mockResolvedValue({ outcome: 'passwordRequired', email: 'owner@example.com', passwordResetCode: 'r' });
    await renderPage(signedOut(), 'mode=verifyEmail&oobCode=code-2');
    expect(screen.getByRole('heading', { level: 1, name: 'Set a password' })).toBeInTheDocument();
    expect(screen.getByText(/Choose a password for owner@example\.com\./)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Password must be greater than 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).toHaveFocus();
  });

  it('a used link says so; a failure offers to try again', async () => {
    verify.mockRejectedValueOnce({ response: { data: { code: 'invalid_action_code' } } });
    await renderPage(signedOut(), 'mode=verifyEmail&oobCode=used');
    expect(screen.getByRole('heading', { level: 1, name: 'This link can’t be used' })).toBeInTheDocument();

    verify.mockRejectedValueOnce(new Error('network'));
    verify.mockResolvedValueOnce({ outcome: 'verified' });
    await renderPage(signedOut(), 'mode=verifyEmail&oobCode=flaky');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => undefined);
    await act(async () => undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeInTheDocument();
  });

  it('an unknown mode or no code: the link cannot be used', async () => {
    await renderPage(signedOut(), 'mode=recoverEmail&oobCode=x');
    expect(screen.getByRole('heading', { level: 1, name: 'This link can’t be used' })).toBeInTheDocument();
    expect(verify).not.toHaveBeenCalled();
  });
});
