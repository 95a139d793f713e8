import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext } from '@thryve/shared';
import type { ReactElement } from 'react';

import { SignIn } from '../../sign-in/SignIn';
import { SignUp } from '../../sign-up/SignUp';
import { renderWithAuth } from '../../test/fakeAuth';

// A screen is a guest on the host's page: one `main` landmark on the page (the page's own, else the screen's), and
// the page's title unless the host asks for the screen's.
const SCREENS: [string, (props: { documentTitle?: boolean }) => ReactElement, string][] = [
  ['SignIn', (props) => <SignIn {...props} />, 'Sign in'],
  ['SignUp', (props) => <SignUp {...props} />, 'Sign up'],
];

/** The screen's root, found from its heading as a user would reach it. */
const screenRoot = (heading: string) =>
  screen.getByRole('heading', { level: 1, name: heading }).closest('.thryve-auth') as HTMLElement;

afterEach(() => {
  document.body.replaceChildren();
  document.title = '';
});

describe.each(SCREENS)('%s on the host page', (_name, ui, heading) => {
  it('is the main landmark of a page that has none', () => {
    renderWithAuth(ui({}));
    expect(screen.getAllByRole('main')).toEqual([screenRoot(heading)]);
  });

  it.each([
    ['a <main>', '<main><h2>News</h2></main>'],
    ['role="main"', '<div role="main"><h2>News</h2></div>'],
  ])('adds no second main when the page has %s of its own', (_kind, html) => {
    document.body.insertAdjacentHTML('afterbegin', html);
    const own = document.body.firstElementChild;
    renderWithAuth(ui({}));
    expect(screen.getAllByRole('main')).toEqual([own]);
    expect(screenRoot(heading)).not.toHaveAttribute('role');
  });

  it('leaves the title to the page unless asked, then gives the page its title back', () => {
    document.title = 'Partner page';
    const quiet = renderWithAuth(ui({}));
    expect(document.title).toBe('Partner page');
    quiet.unmount();

    const asked = renderWithAuth(ui({ documentTitle: true }));
    expect(document.title).toBe(`${heading} · Thryve Health`);
    asked.unmount();
    expect(document.title).toBe('Partner page');
  });
});

describe('the main landmark follows the page', () => {
  it("yields at the screen's next render to a main the page gained, in place (what was typed stays)", async () => {
    const { rerender, auth } = renderWithAuth(<SignIn />);
    const root = screenRoot('Sign in');
    await userEvent.setup().type(screen.getByLabelText('Email'), 'ada@example.com');
    // The host wraps its content in a main of its own, then renders the screen again.
    const main = document.body.appendChild(document.createElement('main'));
    main.append(root.parentElement!);
    const again = () =>
      rerender(
        <AuthContext.Provider value={auth}>
          <SignIn />
        </AuthContext.Provider>,
      );
    again();
    expect(screen.getAllByRole('main')).toEqual([main]);
    expect(screenRoot('Sign in')).toBe(root);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');

    // The page's main goes away: the screen is the page's main again.
    document.body.append(root.parentElement!);
    main.remove();
    again();
    expect(screen.getAllByRole('main')).toEqual([root]);
  });

  it('is no main inside another landmark of the page (a sidebar)', () => {
    const { rerender, auth } = renderWithAuth(<SignIn />);
    const root = screenRoot('Sign in');
    document.body.appendChild(document.createElement('aside')).append(root.parentElement!);
    rerender(
      <AuthContext.Provider value={auth}>
        <SignIn />
      </AuthContext.Provider>,
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});
