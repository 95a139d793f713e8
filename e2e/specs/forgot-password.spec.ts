import { createAccount, sentOobCodes, uniqueEmail } from '../support/emulator';
import { expect, test } from '../support/test';

const NEUTRAL = 'If an account exists for that email, we sent a link to reset your password.';

test('Forgot Password? sends a reset mail for a known address and says the same for an unknown one', async ({
  page,
  signIn,
}) => {
  const known = uniqueEmail('reset');
  await createAccount(known, 'secret123');
  await signIn.goto();
  const forgot = page.getByRole('button', { name: 'Forgot Password?' });

  await signIn.email.fill(known);
  await forgot.click();
  await expect(page.getByText(NEUTRAL)).toBeVisible();
  await expect
    .poll(async () => (await sentOobCodes(known)).map((code) => code.requestType))
    .toEqual(['PASSWORD_RESET']);

  const unknown = uniqueEmail('nobody');
  await signIn.email.fill(unknown);
  await forgot.click();
  await expect(page.getByText(NEUTRAL)).toBeVisible();
  expect(await sentOobCodes(unknown)).toEqual([]);
});
