// docs/embedding/sign-up-rules.md tells partners what their users meet at sign-up: each row's texts must be the
// catalogues' own (English and Spanish), its onError code the one the screen fires with that text, no rule of the
// form may be missing from it, and the lengths it states are the ones the rules apply.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { EN_MESSAGES } from '@thryve/contract';
import { AUTH_ERROR_MESSAGES } from '@thryve/contract/errors';
import { ES_MESSAGES } from '@thryve/contract/locales/es';
import { validateSignUpForm, type SignUpFormValues } from '@thryve/contract/validation';

import { VALID_FORM } from '../../contract/src/validation/__tests__/validForm';

const page = readFileSync(join(__dirname, '..', '..', 'docs', 'embedding', 'sign-up-rules.md'), 'utf8');

/** The table rows that name a message id: their cells, trimmed. */
const rows = page
  .split('\n')
  .filter((line) => /^\|.*`(validation|error)\.\w+`/.test(line))
  .map((line) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim()),
  );

const idOf = (cells: string[]) => cells.find((cell) => /^`(validation|error)\.\w+`$/.test(cell))!.slice(1, -1);

it('lists every rule of the sign-up form', () => {
  const listed = rows.map(idOf);
  const rules = Object.keys(EN_MESSAGES).filter((id) => id.startsWith('validation.'));
  expect(listed).toEqual(expect.arrayContaining(rules));
});

it.each(rows.map((cells) => [idOf(cells), cells] as const))('%s shows the catalogues’ texts', (id, cells) => {
  const [english, spanish] = cells.slice(-2);
  expect(english).toBe(EN_MESSAGES[id as keyof typeof EN_MESSAGES]);
  expect(spanish).toBe(ES_MESSAGES[id as keyof typeof EN_MESSAGES]);
  const code = cells.find((cell) => /^`[a-z-]+\/[a-z-]+`$/.test(cell))?.slice(1, -1);
  if (code) expect(AUTH_ERROR_MESSAGES[code as keyof typeof AUTH_ERROR_MESSAGES]).toBe(english);
});

/** How to give one field of the page's table a value of a given length (in a form the rules otherwise accept). */
const OF_LENGTH: Record<string, (length: number) => Partial<SignUpFormValues>> = {
  'First, last name': (length) => ({ firstName: 'A'.repeat(length) }),
  Email: (length) => ({ email: `${'a'.repeat(length - '@example.com'.length)}@example.com` }),
  Username: (length) => ({ username: 'a'.repeat(length) }),
  Password: (length) => ({ password: 'a'.repeat(length), confirmPassword: 'a'.repeat(length) }),
};

const lengthLimits = rows.flatMap((cells) => {
  const limit = /at most (\d+) characters/.exec(cells[1]);
  return limit ? [[cells[0], Number(limit[1]), idOf(cells)] as const] : [];
});

it.each(lengthLimits)('%s: at most %i characters, as the rules apply', (field, limit, id) => {
  const message = EN_MESSAGES[id as keyof typeof EN_MESSAGES];
  const messagesFor = (length: number) => {
    const result = validateSignUpForm({ ...VALID_FORM, ...OF_LENGTH[field](length) });
    return result.ok ? [] : Object.values(result.errors);
  };
  expect(messagesFor(limit)).toEqual([]);
  expect(messagesFor(limit + 1)).toEqual([message]);
});
