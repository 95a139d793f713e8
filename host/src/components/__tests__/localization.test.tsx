import { render, screen } from '@testing-library/react';
import { loadErrorCatalogue, LocalizationProvider } from '@thryve/shared';

import { RemoteUnavailable } from '../../remotes/RemoteUnavailable';
import { LoadingStatus } from '../LoadingStatus';
import { QueryError } from '../QueryError';

// The host's screens read the same catalogue and overrides as the remote's (the remote's AuthProvider puts them in
// force for the whole page).
// As on a signed-in page, where the session loads the error catalogue with Firebase.
beforeAll(() => loadErrorCatalogue());

it("the host's unavailable, loading and error texts follow the page's localization", () => {
  const unreachable = Object.assign(new Error('Network Error'), { isAxiosError: true as const });
  render(
    <LocalizationProvider
      localization={{
        'host.unavailableHeading': 'Inicio de sesión no disponible',
        'host.tryAgain': 'Reintentar',
        'host.loading': 'Cargando…',
        'api.unreachable': 'No se pudo contactar con el servicio.',
      }}
    >
      <RemoteUnavailable onRetry={() => undefined} />
      <LoadingStatus />
      <QueryError title="X" error={unreachable} onRetry={() => undefined} />
    </LocalizationProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Inicio de sesión no disponible' })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Reintentar' })).toHaveLength(2);
  expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  expect(screen.getByRole('alert')).toHaveTextContent('No se pudo contactar con el servicio.');
  // Not overridden: English.
  expect(screen.getByText('We can’t reach the sign-in service right now. Please try again in a moment.')).toBeVisible();
});
