import { newUser } from '../pages/SignUpPage';
import { findAccount, uniqueEmail } from '../support/emulator';
import { PNG_1PX } from '../support/flows';
import { axeViolations, expect, test } from '../support/test';

test('the sign-up screen shows every element of the spec', async ({ page, signUp }) => {
  await signUp.goto();
  await expect(page.getByRole('img', { name: /Thryve Health/ }).first()).toBeVisible();
  for (const label of [
    'First name',
    'Last name',
    'Email',
    'Username',
    'Password',
    'Confirm password',
    'Birthday',
    'Height (inches)',
    'Weight (pounds)',
  ]) {
    await expect(signUp.field(label), label).toBeVisible();
  }
  await expect(signUp.field('Birthday')).toHaveAttribute('type', 'date');
  await expect(page.getByRole('button', { name: 'Back' }).or(page.getByRole('link', { name: 'Back' }))).toBeVisible();
  await expect(signUp.create).toBeVisible();
});

test('Create checks every rule with the exact messages, and focuses the first invalid field', async ({
  page,
  signUp,
}) => {
  await signUp.goto();
  await signUp.create.click();
  await expect(page.getByText('First and last name are required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(signUp.field('First name')).toBeFocused();

  await signUp.fill(
    newUser('not-an-email', {
      username: 'bad name!',
      password: '12345',
      birthday: '2999-01-01',
      height: '109',
      weight: '1401',
    }),
    'other',
  );
  await signUp.create.click();
  await expect(page.getByText('First and last name are required')).toBeHidden();
  for (const message of [
    'Email is invalid',
    'Username is invalid',
    'Password must be greater than 6 characters',
    'Passwords do not match',
    'Birthday must be before today',
    'Height must be between 0 and 108 inches',
    'Weight must be between 0 and 1400 pounds',
  ]) {
    await expect(page.getByText(message), message).toBeVisible();
  }
  await expect(signUp.field('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(signUp.field('Email')).toBeFocused();
});

test('a picture that is not jpeg or png is refused with the alert Invalid file', async ({ page, signUp }) => {
  await signUp.goto();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'x.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect.poll(() => alerts).toEqual(['alert: Invalid file']);
  await expect(page.getByRole('img', { name: 'Profile preview' })).toHaveCount(0);

  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByRole('img', { name: 'Profile preview' })).toBeVisible();
});

test('signing up with an email already in use says so, and creates nothing more', async ({ page, signUp }) => {
  const email = uniqueEmail('dup');
  await signUp.goto();
  await signUp.fill(newUser(email));
  await signUp.create.click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin/); // Logout waits for the API first: leaving earlier would cancel it

  await signUp.goto();
  await signUp.fill(newUser(email, { username: `other_${Date.now().toString(36)}` }));
  await signUp.create.click();
  await expect(page.getByText('Email already in use')).toBeVisible();
  await expect(page).toHaveURL(/\/signup/);
});

test('a sign-up whose backend registration fails leaves no Firebase account behind', async ({ page, signUp }) => {
  const email = uniqueEmail('rollback');
  await page.route('**/api/Identity/register', (route) =>
    route.fulfill({ status: 503, json: { code: 'unavailable', message: 'down' } }),
  );
  await signUp.goto();
  await signUp.fill(newUser(email));
  await signUp.create.click();
  await expect(page.getByText('An unknown error occurred')).toBeVisible();
  await expect.poll(() => findAccount(email)).toBeNull();

  // Once the backend is back, the same email can sign up.
  await page.unroute('**/api/Identity/register');
  await signUp.create.click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('the sign-up screen has no axe violations, with and without errors', async ({ page, signUp }) => {
  await signUp.goto();
  expect(await axeViolations(page)).toEqual([]);
  await signUp.create.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
