import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';

import { AppRoutes } from '../AppRoutes';

// The real route table and boundary; only the remote (never answers: auth stays 'loading') and the 404 screen
// (which crashes on demand) are stood in.
let mockCrash = false;
jest.mock('../../routes/NotFoundPage', () => ({
  NotFoundPage: () => {
    if (mockCrash) throw new Error('the screen crashed');
    return <h1>Not found</h1>;
  },
}));
jest.mock('../../remotes/authRemote', () => ({
  ...jest.requireActual<object>('../../remotes/authRemote'),
  loadAuthProvider: () => new Promise(() => undefined),
}));

function renderApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {/* Outside the routes, like the browser's Back button: it still works when a screen has crashed. */}
      <Link to="/elsewhere">Elsewhere</Link>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const expectRouteError = () => {
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('heading', { name: 'Not found' })).not.toBeInTheDocument();
};

let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockCrash = false;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('AppRoutes', () => {
  it('renders the route table (the 404 screen for an unknown path)', () => {
    renderApp('/nowhere');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('shows the error screen, titled and with a way home, when a screen throws while rendering', () => {
    mockCrash = true;
    renderApp('/nowhere');
    expectRouteError();
    expect(document.title).toBe('Something went wrong · Thryve Health');
    // Reported, not swallowed (React logs what a boundary catches).
    expect(consoleError.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'the screen crashed' }));
  });

  it('renders the routes again after a navigation', async () => {
    mockCrash = true;
    renderApp('/nowhere');
    expectRouteError();
    mockCrash = false;
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('shows the error screen for a screen that throws at the location navigated to', async () => {
    renderApp('/signin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    mockCrash = true;
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expectRouteError();
  });
});
