import { newUser } from '../pages/SignUpPage';
import { uniqueEmail } from '../support/emulator';
import { expect, test } from '../support/test';

test('a new user signs up, lands on / with name and email, logs out and signs in again', async ({
  page,
  signUp,
  signIn,
  home,
}) => {
  const user = newUser(uniqueEmail('flow'));

  await signUp.goto();
  await signUp.fill(user);
  await signUp.create.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();

  await home.logout.click();
  await expect(page).toHaveURL(/\/signin/);

  await signIn.signIn(user.email, user.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(user.email)).toBeVisible();
});

test('a signed-out visitor of / is sent to /signin', async ({ page, signIn }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/signin/);
  await expect(signIn.heading).toBeVisible();
});
