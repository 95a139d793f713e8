import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextValue, type AuthProviderProps, type UserProfileProps } from '@thryve/shared';
import { fetchUserProfile } from '@thryve/shared/http';
import { MemoryRouter, useLocation } from 'react-router-dom';

import * as api from '../../api/thryveApi';
import type { UserProfileModule } from '../../remotes/authRemote';
import { fakeAuth, signedIn } from '../../test/fakeAuth';
import { AppRoutes } from '../AppRoutes';

// The real route table, guards, lazy pages and RemoteScreen; the remote's modules and the API are stood in.
let mockAuth: AuthContextValue = signedIn();
const mockLoadUserProfile = jest.fn<Promise<UserProfileModule>, []>();
jest.mock('../../remotes/authRemote', () => ({
  ...jest.requireActual<object>('../../remotes/authRemote'),
  loadAuthProvider: () =>
    Promise.resolve({
      default: ({ children }: AuthProviderProps) => (
        <AuthContext.Provider value={mockAuth}>{children}</AuthContext.Provider>
      ),
    }),
  loadSignIn: () => Promise.resolve({ default: () => <h1>Sign in</h1> }),
  loadUserProfile: () => mockLoadUserProfile(),
}));
jest.mock('@thryve/shared/http', () => ({
  ...jest.requireActual<object>('@thryve/shared/http'),
  fetchUserProfile: jest.fn(),
}));

const PROFILE = {
  id: 'uid-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  birthday: null,
  height: null,
  weight: null,
  role: null,
  pictureUrl: null,
  emailVerified: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
let storedProfile = PROFILE;

/** The remote's account screen, as far as the host sees it: its props, and a save that changes the stored profile. */
function FakeUserProfile({ signInPath }: UserProfileProps) {
  return (
    <main>
      <h1>Account</h1>
      <p>{`After deletion: ${signInPath}`}</p>
      <button type="button" onClick={() => (storedProfile = { ...PROFILE, username: 'countess' })}>
        Save
      </button>
    </main>
  );
}

/** The browser's address bar, outside the routes. */
function AddressBar() {
  const { pathname, search } = useLocation();
  return <output data-testid="address" hidden>{`${pathname}${search}`}</output>;
}

function renderApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AddressBar />
      <AppRoutes />
    </MemoryRouter>,
  );
}

const address = () => screen.getByTestId('address').textContent;

beforeEach(() => {
  mockAuth = signedIn();
  storedProfile = PROFILE;
  mockLoadUserProfile.mockReset().mockResolvedValue({ default: FakeUserProfile });
  jest
    .mocked(fetchUserProfile)
    .mockReset()
    .mockImplementation(async () => storedProfile);
  jest.spyOn(api, 'fetchWeatherForecast').mockResolvedValue([]);
});
afterEach(() => jest.restoreAllMocks());

describe('/account', () => {
  // First, while no test has loaded the screen yet (a loaded module is kept for the page's life).
  it('is not loaded by the sign-in screen', async () => {
    mockAuth = fakeAuth();
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(mockLoadUserProfile).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to sign-in, coming back to /account, without loading the screen', async () => {
    mockAuth = fakeAuth();
    renderApp('/account');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(address()).toBe('/signin?returnTo=%2Faccount');
    expect(mockLoadUserProfile).not.toHaveBeenCalled();
  });

  it("shows the remote's account screen to a signed-in user, which goes to /signin after deletion", async () => {
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('After deletion: /signin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('is reached from home by the Account link; back home, the profile shows the edit at once', async () => {
    renderApp('/');
    const profile = await screen.findByRole('region', { name: 'Your profile' });
    expect(await within(profile).findByText('ada')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Account' }));
    expect(address()).toBe('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    const again = await screen.findByRole('region', { name: 'Your profile' });
    expect(await within(again).findByText('countess')).toBeInTheDocument();
    expect(fetchUserProfile).toHaveBeenCalledTimes(2);
  });
});
