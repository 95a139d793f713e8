import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { discardPrerenderedScreens, firstScreenExposes, prerenderedElement } from '../prerenderedElement';
import { PrerenderedScreen } from '../PrerenderedScreen';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (id: string) => loadRemote(id) }));

/** The page as the static server gives /signin: the prerendered screen just before the host's root. */
function prerenderedPage(): HTMLElement {
  document.body.innerHTML =
    '<div data-thryve-prerendered="signIn"><form><input name="email" aria-label="Email"></form></div>';
  return document.querySelector<HTMLElement>('[data-thryve-prerendered]')!;
}

function renderScreen(element: HTMLElement, load = jest.fn(() => Promise.resolve({ default: () => null }))) {
  return render(
    <MemoryRouter>
      <PrerenderedScreen
        element={element}
        options={{ screen: 'signIn', signUpPath: '/signup' }}
        load={load}
        props={{}}
      />
    </MemoryRouter>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

beforeEach(() => {
  loadRemote.mockReset();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  document.documentElement.removeAttribute('data-thryve-stored-session');
  document.body.innerHTML = '';
});

describe('prerenderedElement', () => {
  it("finds the path's screen, and none for another path or for a remembered user", () => {
    const element = prerenderedPage();
    expect(prerenderedElement('/signin')).toBe(element);
    expect(prerenderedElement('/signup')).toBeNull();
    expect(firstScreenExposes('/signin')).toEqual(['./AuthProvider', './mount', './SignIn']);
    document.documentElement.setAttribute('data-thryve-stored-session', '');
    expect(prerenderedElement('/signin')).toBeNull();
    expect(firstScreenExposes('/signin')).toEqual(['./AuthProvider', './SignIn']);
  });

  it('discards every prerendered screen but the one kept', () => {
    const element = prerenderedPage();
    discardPrerenderedScreens(element);
    expect(element.isConnected).toBe(true);
    discardPrerenderedScreens(null);
    expect(element.isConnected).toBe(false);
  });
});

describe('PrerenderedScreen', () => {
  // First: a module once loaded is kept for the page's life (useRemoteModule).
  it('when the remote cannot be loaded, takes the form away and shows the unavailable screen', async () => {
    const element = prerenderedPage();
    loadRemote.mockRejectedValue(new Error('down'));
    renderScreen(element);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(element.isConnected).toBe(false);
  });
  it("when the screen's own module cannot be loaded, takes the form away too: never a form that does not run", async () => {
    const element = prerenderedPage();
    const mount = jest.fn(() => () => undefined);
    loadRemote.mockResolvedValue({ mount });
    renderScreen(
      element,
      jest.fn(() => Promise.reject(new Error('down'))),
    );
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(element.isConnected).toBe(false);
    expect(mount).not.toHaveBeenCalled();
  });
  it('mounts auth_remote/mount on the element, with the host navigation and title, and unmounts on leaving', async () => {
    const element = prerenderedPage();
    const unmount = jest.fn();
    const mount = jest.fn(() => unmount);
    loadRemote.mockResolvedValue({ mount });
    const load = jest.fn(() => Promise.resolve({ default: () => null }));
    const { unmount: leave } = renderScreen(element, load);
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(loadRemote).toHaveBeenCalledWith('auth_remote/mount');
    expect(load).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledWith(
      element,
      expect.objectContaining({
        screen: 'signIn',
        signUpPath: '/signup',
        documentTitle: true,
        navigate: expect.any(Function),
      }),
    );
    leave();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});
