import { act, cleanup, render, screen } from '@testing-library/react';
import { preloadLocale, type ApiErrorCode, type MessageId } from '@thryve/contract';
import { API_ERROR_STATUS } from '@thryve/contract/errors';
import { loadErrorCatalogue, LocalizationProvider } from '@thryve/shared';
import { completeEmailVerification, fetchUserProfile } from '@thryve/shared/http';
import { checkPseudoLocale, pseudoLocalization } from '@thryve/shared/testing';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import * as api from '../../api/thryveApi';
import { RouteError } from '../../app/RouteError';
import { RemoteUnavailable } from '../../remotes/RemoteUnavailable';
import { AdminPage } from '../../routes/admin/AdminPage';
import { EmailActionPage } from '../../routes/email-action/EmailActionPage';
import { HomePage } from '../../routes/HomePage';
import { NotFoundPage } from '../../routes/NotFoundPage';
import { VerifyEmailPage } from '../../routes/verify-email/VerifyEmailPage';
import { signedIn, WithAuth } from '../../test/fakeAuth';
import { HOST_ENGLISH, hostPseudoLocalization } from '../../test/hostEnglish';
import { LoadingStatus } from '../LoadingStatus';

// The profile and its picture from @thryve/shared/http, stood in: the picture shows at once.
jest.mock('@thryve/shared/http', () => ({
  ...jest.requireActual<object>('@thryve/shared/http'),
  fetchUserProfile: jest.fn(),
  completeEmailVerification: jest.fn(),
  useProfilePicture: (pictureUrl: string | null) => (pictureUrl ? 'blob:profile-picture' : null),
}));
const profileFetch = jest.mocked(fetchUserProfile);
const verifyEmail = jest.mocked(completeEmailVerification);

// Every text of the host's screens, in every state, comes from the catalogue: with each message marked (⟦id|…⟧),
// a string written into a component instead shows unmarked and fails here. Data (the user's, the API's) may show.
const PSEUDO = { ...pseudoLocalization(), ...hostPseudoLocalization() } as Record<MessageId, string>;
const seen = new Set<MessageId>();

const PROFILE = {
  id: 'uid-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  birthday: '1990-12-10',
  height: 66,
  weight: 130.5,
  role: 'admin',
  pictureUrl: 'api/Identity/user/picture?v=abc',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const FORECAST = { date: '2030-05-01', summary: 'Balmy', temperatureC: 21, temperatureF: 69 };
/** Data, as the locale (English here) writes it. */
const DATA = ['Ada Lovelace', 'ada@example.com', 'ada', 'AL', 'Balmy', 'Dec 10, 1990', 'May 1, 2030', 'Jan 1, 2025'];

function apiError(code: ApiErrorCode | 'unreachable' | 'no-code') {
  if (code === 'unreachable') return { isAxiosError: true, message: 'Network Error' };
  const data = code === 'no-code' ? '<html>' : { code, message: 'raw API text' };
  return { isAxiosError: true, response: { status: code === 'no-code' ? 502 : API_ERROR_STATUS[code], data } };
}

function expectOnlyCatalogue() {
  const { foreign, seen: here } = checkPseudoLocale(document.body, DATA);
  expect(foreign).toEqual([]);
  here.forEach((id) => seen.add(id));
}

function renderPseudo(ui: ReactNode, auth = signedIn({ role: 'admin' }), path = '/') {
  return render(
    <WithAuth value={auth}>
      <LocalizationProvider localization={PSEUDO}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </LocalizationProvider>
    </WithAuth>,
  );
}

beforeAll(async () => {
  // As on a signed-in page, where the session loads the error catalogue with Firebase, and on the pages that show
  // the account screen's texts (app/start.tsx).
  await Promise.all([loadErrorCatalogue(), preloadLocale('en', ['account'])]);
});
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  profileFetch.mockReset();
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

afterAll(() => {
  // Every host message was shown by a state above (the API's codes through QueryError).
  // Every id of the contract's catalogue, the parts that load later (the API's texts) included.
  const contractIds = (Object.keys(pseudoLocalization()) as MessageId[]).filter((id) => /^(host|api)\./.test(id));
  const hostIds = [...(Object.keys(HOST_ENGLISH) as MessageId[]), ...contractIds];
  expect(hostIds.filter((id) => !seen.has(id))).toEqual([]);
});

describe("pseudo-locale: the host's screens", () => {
  it('loading, unavailable, not found and the last-resort error screen', () => {
    renderPseudo(
      <>
        <LoadingStatus />
        <RemoteUnavailable onRetry={() => undefined} />
      </>,
    );
    expectOnlyCatalogue();
    cleanup();
    renderPseudo(<NotFoundPage />);
    expectOnlyCatalogue();
    cleanup();
    renderPseudo(<RouteError />);
    expectOnlyCatalogue();
  });

  it('home while loading, then with the profile and forecast, then a failed Logout', async () => {
    profileFetch.mockReturnValue(new Promise(() => undefined));
    jest.spyOn(api, 'fetchWeatherForecast').mockReturnValue(new Promise(() => undefined));
    renderPseudo(<HomePage />);
    expectOnlyCatalogue();
    cleanup();

    profileFetch.mockResolvedValue(PROFILE as never);
    jest.spyOn(api, 'fetchWeatherForecast').mockResolvedValue([FORECAST]);
    const signOut = jest.fn().mockRejectedValue(new Error('offline'));
    renderPseudo(<HomePage />, signedIn({ role: 'admin', signOut, user: { ...signedIn().user!, displayName: '' } }));
    await screen.findByRole('img', { name: PSEUDO['host.avatar'].replace('{username}', 'ada') });
    await screen.findByText('Balmy');
    await act(async () => screen.getByRole('button', { name: PSEUDO['host.logout'] }).click());
    await screen.findByText(PSEUDO['host.logoutFailed']);
    expectOnlyCatalogue();
  });

  it.each([...(Object.keys(API_ERROR_STATUS) as ApiErrorCode[]), 'unreachable', 'no-code'] as const)(
    "home and admin when the API answers '%s'",
    async (code) => {
      profileFetch.mockRejectedValue(apiError(code));
      jest.spyOn(api, 'fetchWeatherForecast').mockRejectedValue(apiError(code));
      jest.spyOn(api, 'fetchRegisteredUsers').mockRejectedValue(apiError(code));
      renderPseudo(
        <>
          <HomePage />
          <AdminPage />
        </>,
      );
      // A user without a profile is not told of a failure there, but sent to complete it.
      expect(await screen.findAllByRole('alert')).toHaveLength(code === 'not_registered' ? 2 : 3);
      if (code === 'not_registered') await screen.findByRole('link', { name: PSEUDO['host.completeProfile'] });
      expectOnlyCatalogue();
    },
  );

  it('admin with no users, then with users', async () => {
    jest.spyOn(api, 'fetchRegisteredUsers').mockResolvedValue([]);
    renderPseudo(<AdminPage />);
    await screen.findByText(PSEUDO['host.adminEmpty']);
    expectOnlyCatalogue();
    cleanup();
    jest.spyOn(api, 'fetchRegisteredUsers').mockReturnValue(new Promise(() => undefined));
    renderPseudo(<AdminPage />);
    expectOnlyCatalogue();
    cleanup();
    jest.spyOn(api, 'fetchRegisteredUsers').mockResolvedValue([PROFILE] as never);
    renderPseudo(<AdminPage />);
    await screen.findByText('Jan 1, 2025');
    expectOnlyCatalogue();
  });

  it('verify your email: sent, not verified yet, and both failures', async () => {
    const unverified = { ...signedIn().user!, emailVerified: false };
    const sendVerificationEmail = jest.fn().mockResolvedValueOnce(undefined);
    const refreshUser = jest.fn().mockResolvedValueOnce(undefined);
    renderPseudo(<VerifyEmailPage />, signedIn({ sendVerificationEmail, refreshUser, user: unverified }));
    // The time the email was sent is data, as the locale writes it (the minute may turn during the click).
    const clock = () => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date());
    const before = clock();
    await act(async () => screen.getByRole('button', { name: PSEUDO['account.sendVerification'] }).click());
    const times = [before, clock()];
    await act(async () => screen.getByRole('button', { name: PSEUDO['account.checkVerification'] }).click());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    const { foreign, seen: here } = checkPseudoLocale(document.body, [...DATA, ...times]);
    expect(foreign).toEqual([]);
    here.forEach((id) => seen.add(id));
    cleanup();

    const failing = signedIn({
      sendVerificationEmail: jest.fn().mockRejectedValue(new Error('offline')),
      refreshUser: jest.fn().mockRejectedValue(new Error('offline')),
      user: unverified,
    });
    renderPseudo(<VerifyEmailPage />, failing);
    await act(async () => screen.getByRole('button', { name: PSEUDO['account.sendVerification'] }).click());
    await act(async () => screen.getByRole('button', { name: PSEUDO['account.checkVerification'] }).click());
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expectOnlyCatalogue();
  });

  it("a mail's link: checking, verified, a password to set (taken back, or a reset), a used link, a failure", async () => {
    const signedOut = signedIn({ user: null, token: null });
    const showAction = async (query: string) => {
      renderPseudo(<EmailActionPage />, signedOut, `/auth/action?${query}`);
      await act(async () => undefined);
      await act(async () => undefined);
      // The page's title is the document's, which React puts in the head.
      const title = document.title.match(/^⟦([^|]+)\|/);
      if (title) seen.add(title[1] as MessageId);
      expectOnlyCatalogue();
      cleanup();
    };
    verifyEmail.mockReturnValueOnce(new Promise(() => undefined));
    await showAction('mode=verifyEmail&oobCode=pending');
    verifyEmail.mockResolvedValueOnce({ outcome: 'verified' });
    await showAction('mode=verifyEmail&oobCode=mine');
    verifyEmail.mockResolvedValueOnce({
      outcome: 'passwordRequired',
      email: 'ada@example.com',
      passwordResetCode: 'r',
    });
    await showAction('mode=verifyEmail&oobCode=taken');
    await showAction('mode=resetPassword&oobCode=reset');
    verifyEmail.mockRejectedValueOnce(apiError('invalid_action_code'));
    await showAction('mode=verifyEmail&oobCode=used');
    verifyEmail.mockRejectedValueOnce(apiError('unreachable'));
    await showAction('mode=verifyEmail&oobCode=flaky');
  });
});
