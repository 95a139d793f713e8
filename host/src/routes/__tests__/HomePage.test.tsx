import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadLocale } from '@thryve/contract';
import { configureApiClient, LocalizationProvider } from '@thryve/shared';
import { MemoryRouter } from 'react-router-dom';

import { preloadHostLocale } from '../../i18n/useHostMessages';
import { signedIn, WithAuth } from '../../test/fakeAuth';
import { HomePage } from '../HomePage';

// The real apiClient against a real local HTTP server: proves the Bearer token travels and errors show.
const seenAuthorization: string[] = [];
let profileFailures = 0;
let notRegistered = false;
let server: Server;

const PROFILE = {
  id: 'uid-ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada',
  birthday: '1990-12-10',
  height: 66,
  weight: 130,
  role: null,
  pictureUrl: 'api/Identity/user/picture?v=abc',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function answer(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  if (request.method === 'OPTIONS') return response.writeHead(204).end();
  seenAuthorization.push(request.headers.authorization ?? '');
  const json = (status: number, body: unknown) =>
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const path = (request.url ?? '').split('?')[0];
  if (path === '/weatherForecast') {
    return json(200, [{ date: '2030-05-01', summary: 'Balmy', temperatureC: 21, temperatureF: 69 }]);
  }
  if (path === '/api/Identity/user') {
    if (notRegistered) return json(404, { code: 'not_registered', message: 'Not registered' });
    if (profileFailures > 0) {
      profileFailures -= 1;
      return json(503, { code: 'unavailable', message: 'The service is temporarily unavailable' });
    }
    return json(200, PROFILE);
  }
  if (path === '/api/Identity/user/picture') {
    return response.writeHead(200, { 'Content-Type': 'image/png' }).end(Buffer.from([137, 80, 78, 71]));
  }
  return json(404, { code: 'not_found', message: 'Not found' });
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({ baseUrl: `http://127.0.0.1:${port}/`, getIdToken: async () => 'test-token' });
  URL.createObjectURL = jest.fn(() => 'blob:profile-picture');
  URL.revokeObjectURL = jest.fn();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seenAuthorization.length = 0;
  profileFailures = 0;
  notRegistered = false;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function renderHome(auth = signedIn(), locale?: string) {
  render(
    <WithAuth value={auth}>
      <LocalizationProvider locale={locale}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </LocalizationProvider>
    </WithAuth>,
  );
  return auth;
}

// Spanish loads on demand (as on a page); these tests render it at once, so it is loaded first.
beforeAll(() => Promise.all([preloadLocale('es'), preloadHostLocale('es')]));

describe('HomePage', () => {
  it('shows name, email, the profile with its picture and the forecast, fetched with the token', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();

    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(await within(profile).findByText('ada')).toBeInTheDocument();
    expect(await within(profile).findByRole('img', { name: 'Avatar of ada' })).toHaveAttribute(
      'src',
      'blob:profile-picture',
    );

    const weather = screen.getByRole('region', { name: 'Weather forecast' });
    // Dates and numbers as the locale writes them (English here); the API sends 2030-05-01.
    const row = await within(weather).findByRole('row', { name: /May 1, 2030/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['May 1, 2030', 'Balmy', '21', '69']);
    expect(within(weather).getByRole('columnheader', { name: '°F' })).toBeInTheDocument();

    expect(seenAuthorization.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seenAuthorization)).toEqual(new Set(['Bearer test-token']));
  });

  it('writes dates and numbers as the locale does: English, then Spanish', async () => {
    renderHome();
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(await within(profile).findByText('Dec 10, 1990')).toBeInTheDocument();
    expect(within(profile).getByText('66 in')).toBeInTheDocument();
    cleanup();

    renderHome(signedIn(), 'es-MX');
    const perfil = screen.getByRole('region', { name: 'Su perfil' });
    expect(await within(perfil).findByText('10 dic 1990')).toBeInTheDocument();
    expect(within(perfil).getByText('Fecha de nacimiento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    const weather = screen.getByRole('region', { name: 'Pronóstico del tiempo' });
    expect(await within(weather).findByRole('row', { name: /1 may 2030/ })).toBeInTheDocument();
  });

  it('says clearly when the user-info call fails, and Try again fetches it again', async () => {
    profileFailures = 1;
    // The alert waits for the error catalogue (React `use`): React must find nothing wrong in how it waited.
    const consoleError = jest.spyOn(console, 'error');
    renderHome();
    const profile = screen.getByRole('region', { name: 'Your profile' });

    const alert = await within(profile).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your profile. The service is temporarily unavailable.');

    await userEvent.click(within(profile).getByRole('button', { name: 'Try again' }));
    expect(await within(profile).findByText('ada')).toBeInTheDocument();
    expect(within(profile).queryByRole('alert')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('sends a user without a profile to complete it on the account page (English, then Spanish)', async () => {
    notRegistered = true;
    renderHome();
    const profile = screen.getByRole('region', { name: 'Your profile' });
    expect(await within(profile).findByText('Your account has not finished registration.')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/account');
    expect(within(profile).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    cleanup();

    renderHome(signedIn(), 'es');
    const perfil = screen.getByRole('region', { name: 'Su perfil' });
    expect(await within(perfil).findByText('Su cuenta no ha terminado el registro.')).toBeInTheDocument();
    expect(within(perfil).getByRole('link', { name: 'Complete su perfil' })).toHaveAttribute('href', '/account');
  });

  it('signs out with the Logout button', async () => {
    const auth = renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('links every signed-in user to their account (English, then Spanish)', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    cleanup();
    renderHome(signedIn(), 'es');
    expect(screen.getByRole('link', { name: 'Cuenta' })).toHaveAttribute('href', '/account');
  });

  it('links admins to the user list', () => {
    renderHome(signedIn({ role: 'admin' }));
    expect(screen.getByRole('link', { name: 'Registered users' })).toHaveAttribute('href', '/admin');
  });
});
