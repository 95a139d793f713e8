import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { RouterLink } from '../RouterLink';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouterLink to="/account" className="button">
        Account
      </RouterLink>
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Account' });
}

describe('RouterLink', () => {
  it('is a real link to the path, with what it was given', () => {
    const link = renderAt('/');
    expect(link).toHaveAttribute('href', '/account');
    expect(link).toHaveClass('button');
  });

  it('navigates in the page on a plain click', () => {
    fireEvent.click(renderAt('/'), { button: 0 });
    expect(screen.getByTestId('where')).toHaveTextContent('/account');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves %p to the browser (a new tab or window): the page stays',
    (modifier) => {
      fireEvent.click(renderAt('/'), { button: 0, ...modifier });
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    },
  );
});
