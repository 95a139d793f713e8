import { act, screen } from '@testing-library/react';
import { preloadLocale } from '@thryve/contract';
import { LocalizationProvider, type AuthContextValue } from '@thryve/shared';
import { Route, Routes } from 'react-router-dom';

import { preloadHostLocale } from '../../../i18n/useHostMessages';
import { renderWithRoutes } from '../../../routing/__tests__/routeHarness';
import { signedIn } from '../../../test/fakeAuth';
import { RESEND_INTERVAL_MS } from '../SendVerificationButton';
import { VerifyEmailPage } from '../VerifyEmailPage';

const routes = (locale?: string) => (
  <Routes>
    <Route path="/" element={<h1>Dashboard</h1>} />
    <Route path="/journal" element={<h1>Journal</h1>} />
    <Route
      path="/verify-email"
      element={
        <LocalizationProvider locale={locale}>
          <VerifyEmailPage />
        </LocalizationProvider>
      }
    />
  </Routes>
);

const unverified = (overrides: Partial<AuthContextValue> = {}) => signedIn(overrides, { emailVerified: false });
const sendButton = () => screen.getByRole('button', { name: 'Send verification email' });
const checkButton = () => screen.getByRole('button', { name: 'I’ve verified my email' });

function renderPage(auth: AuthContextValue, path = '/verify-email?returnTo=%2Fjournal', locale?: string) {
  return renderWithRoutes(routes(locale), auth, path);
}

afterEach(() => jest.useRealTimers());

// Spanish loads on demand (as on a page); these tests render it at once, so it is loaded first.
beforeAll(() => Promise.all([preloadLocale('es'), preloadHostLocale('es'), preloadLocale('en', ['account'])]));

describe('VerifyEmailPage', () => {
  it('says a link was sent to the address, with both actions', () => {
    renderPage(unverified());
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We sent a link to ada@example.com. Follow it to verify your email address, then come back here.',
      ),
    ).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
    expect(checkButton()).toBeEnabled();
    expect(document.title).toBe('Verify your email · Thryve Health');
  });

  it('sends the email, says when, and allows another only after a minute', async () => {
    jest.useFakeTimers({ now: new Date('2030-05-01T14:05:00') });
    const sendVerificationEmail = jest.fn().mockResolvedValue(undefined);
    renderPage(unverified({ sendVerificationEmail }));

    await act(async () => sendButton().click());
    expect(sendVerificationEmail).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Verification email sent at 2:05 PM');
    expect(sendButton()).toBeDisabled();

    act(() => jest.advanceTimersByTime(RESEND_INTERVAL_MS - 1000));
    expect(sendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(sendButton()).toBeEnabled();
    await act(async () => sendButton().click());
    expect(sendVerificationEmail).toHaveBeenCalledTimes(2);
  });

  it('says so when the email could not be sent, and lets the user try again at once', async () => {
    const sendVerificationEmail = jest.fn().mockRejectedValue(new Error('offline'));
    renderPage(unverified({ sendVerificationEmail }));
    await act(async () => sendButton().click());
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t send the email. Please try again in a moment.');
    expect(sendButton()).toBeEnabled();
  });

  it("names Firebase's refusal of too many emails", async () => {
    const tooMany = Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), {
      code: 'auth/too-many-requests',
    });
    renderPage(unverified({ sendVerificationEmail: jest.fn().mockRejectedValue(tooMany) }));
    await act(async () => sendButton().click());
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Wait a few minutes, then try again.');
  });

  it('says the email is not verified yet when the reloaded user still is not', async () => {
    const refreshUser = jest.fn().mockResolvedValue(undefined);
    const harness = renderPage(unverified({ refreshUser }));
    await act(async () => checkButton().click());
    expect(refreshUser).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Your email address is not verified yet.');
    expect(harness.location()).toBe('/verify-email?returnTo=%2Fjournal');
  });

  it('goes back to returnTo once the reloaded user is verified, replacing this page', async () => {
    const session = { publish: (_auth: AuthContextValue) => undefined as void };
    // As the session does: the reload publishes the verified user before it resolves.
    const refreshUser = jest.fn(async () => session.publish(signedIn({}, { emailVerified: true })));
    const harness = renderPage(unverified({ refreshUser }));
    session.publish = harness.setAuth;
    await act(async () => checkButton().click());
    expect(screen.getByRole('heading', { name: 'Journal' })).toBeInTheDocument();
    expect(harness.history()).toEqual(['/journal']);
  });

  it('says so when the check itself fails', async () => {
    renderPage(unverified({ refreshUser: jest.fn().mockRejectedValue(new Error('offline')) }));
    await act(async () => checkButton().click());
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t check your email right now. Please try again.');
  });

  it.each(['//evil.com', 'https://evil.com'])('goes home, not to the unsafe returnTo %s, when verified', (returnTo) => {
    const harness = renderPage(signedIn(), `/verify-email?returnTo=${encodeURIComponent(returnTo)}`);
    expect(harness.location()).toBe('/');
  });

  it('speaks Spanish', () => {
    renderPage(unverified(), '/verify-email', 'es');
    expect(screen.getByRole('heading', { name: 'Verifique su correo electrónico' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar correo de verificación' })).toBeInTheDocument();
  });
});
