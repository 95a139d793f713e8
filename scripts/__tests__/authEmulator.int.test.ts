// The Auth emulator scripts/with-auth-emulator.mjs runs the tests in answers as a production project with
// email-enumeration protection does (its config is imported from emulator-seed/): a wrong password and an unknown
// address get the same answer, so a caller cannot tell which addresses have accounts.
import { authEmulator, uniqueEmail } from '../testing/authEmulator';

const emulator = authEmulator();
const refusal = (signIn: Promise<unknown>) =>
  signIn.then(
    () => 'signed in',
    (error: Error) => error.message,
  );

it('answers a wrong password and an unknown address alike, with INVALID_LOGIN_CREDENTIALS', async () => {
  const email = uniqueEmail('enumeration');
  await emulator.signUp(email, 'Passw0rd!x');

  expect(await refusal(emulator.signIn(email, 'not-the-password-1'))).toMatch(/"INVALID_LOGIN_CREDENTIALS"/);
  expect(await refusal(emulator.signIn(uniqueEmail('nobody'), 'not-the-password-1'))).toMatch(
    /"INVALID_LOGIN_CREDENTIALS"/,
  );
});
