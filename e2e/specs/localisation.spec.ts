// The locale option at runtime: a page mounts the real sign-up screen (remote build, `auth_remote/mount`), the user
// fills it and gets errors, then the page mounts it again with another `locale`. The screen switches language in
// place, without a reload, and keeps every value and every error (now in the new language).
import { MountHostPage } from '../pages/MountHostPage';
import { expect, test } from '../support/test';

const VALUES = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'not-an-email',
  username: 'ada lovelace',
  password: 'secret-1',
  confirmPassword: 'secret-2',
  height: '200',
};

test('a filled, erroring sign-up form switches English -> Spanish -> English and keeps its values', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // A page without React: the remote's entry by <script>, nothing shared, `mount` into #screen.
  const host = new MountHostPage(page);
  await host.open();
  await host.mount({ screen: 'signUp' });

  const labels = {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    height: 'Height (inches)',
  } as const;
  for (const [key, label] of Object.entries(labels)) {
    await page.getByLabel(label, { exact: true }).fill(VALUES[key as keyof typeof VALUES]);
  }
  await page.getByRole('button', { name: 'Create' }).click();
  const english = [
    'Email is invalid',
    'Username is invalid',
    'Passwords do not match',
    'Height must be between 0 and 108 inches',
  ];
  await expect(page.locator('#screen').getByRole('alert')).toHaveText(english);
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => reloads.push(frame.url()));

  // The page asks for the screen's title (documentTitle), which follows the language too.
  await host.mount({ screen: 'signUp', locale: 'es-MX', documentTitle: true });
  await expect(page.getByRole('heading', { name: 'Registrarse' })).toBeVisible();
  expect(await page.title()).toBe('Registrarse · Thryve Health');
  await expect(page.locator('#screen').getByRole('main')).toHaveAttribute('lang', 'es-MX');
  await expect(page.locator('#screen').getByRole('alert')).toHaveText([
    'El correo electrónico no es válido',
    'El nombre de usuario no es válido',
    'Las contraseñas no coinciden',
    'La estatura debe estar entre 0 y 108 pulgadas',
  ]);
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(VALUES.firstName);
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue(VALUES.email);
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(VALUES.password);
  await expect(page.getByLabel('Estatura (pulgadas)', { exact: true })).toHaveValue(VALUES.height);
  await expect(page.getByRole('button', { name: 'Crear' })).toBeVisible();

  await host.mount({ screen: 'signUp', locale: 'en' });
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page.locator('#screen').getByRole('alert')).toHaveText(english);
  for (const [key, label] of Object.entries(labels)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(VALUES[key as keyof typeof VALUES]);
  }
  expect(reloads).toEqual([]);
  expect(pageErrors).toEqual([]);
});
