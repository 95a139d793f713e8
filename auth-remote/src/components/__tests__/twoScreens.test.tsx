import { screen, within } from '@testing-library/react';

import { SignIn } from '../../sign-in/SignIn';
import { SignUp } from '../../sign-up/SignUp';
import { renderWithAuth } from '../../test/fakeAuth';

// A platform team may show the same screen twice on one page (a dialog over a page, two tabs of a panel):
// every label, error and description must still point at its own screen's field.
it('two sign-in and two sign-up screens on one page keep their labels and fields apart', () => {
  renderWithAuth(
    <>
      <section aria-label="first">
        <SignIn />
        <SignUp />
      </section>
      <section aria-label="second">
        <SignIn />
        <SignUp />
      </section>
    </>,
  );
  const ids = new Set<string>();
  for (const name of ['first', 'second']) {
    const region = within(screen.getByRole('region', { name }));
    for (const label of [
      'Email',
      'Password',
      'First name',
      'Last name',
      'Username',
      'Birthday',
      'Upload profile picture',
    ]) {
      for (const field of region.queryAllByLabelText(label, { exact: true })) {
        expect(ids.has(field.id)).toBe(false);
        ids.add(field.id);
      }
    }
  }
  // Each screen's own Email (sign-in and sign-up), in both regions: four distinct fields.
  expect(screen.getAllByLabelText('Email')).toHaveLength(4);
  expect(new Set(screen.getAllByLabelText('Email').map((field) => field.id)).size).toBe(4);
});
