import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithAuth } from '../../test/fakeAuth';
import { SignUp } from '../SignUp';

export const VALID = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Username: 'ada.l_1-x',
  Password: 'secret',
  'Confirm password': 'secret',
} as const;

export type FieldLabel = keyof typeof VALID | 'Birthday' | 'Height (inches)' | 'Weight (pounds)';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngFile(size = 64, name = 'me.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

/** A file that claims a type and size without allocating it. */
export function fakeFile(type: string, size: number, name = 'file', bytes: number[] = PNG_SIGNATURE): File {
  const file = new File([new Uint8Array(bytes)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

export function renderSignUp(overrides: Parameters<typeof renderWithAuth>[1] = {}, props = {}) {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const rendered = renderWithAuth(<SignUp {...props} />, overrides);
  return { ...rendered, user };
}

type User = ReturnType<typeof userEvent.setup>;

/** Fills the form with valid values, then the overrides ('' clears a field). */
export async function fill(user: User, overrides: Partial<Record<FieldLabel, string>> = {}) {
  const values: Partial<Record<FieldLabel, string>> = { ...VALID, ...overrides };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

export async function create(user: User) {
  await user.click(screen.getByRole('button', { name: 'Create' }));
}

/** The messages on screen (role alert), as text. */
export function messages(): string[] {
  return screen.queryAllByRole('alert').map((node) => node.textContent ?? '');
}

/**
 * The rules' chunk fails to load, as when the network drops: the screen's `import()` of the rules rejects until the
 * returned function is called. Done in the module registry, where a failed chunk shows itself to the screen.
 */
export function rulesFailToLoad(): () => void {
  jest.doMock('@thryve/contract/validation', () => {
    throw new Error('Loading chunk failed');
  });
  return () => jest.dontMock('@thryve/contract/validation');
}
