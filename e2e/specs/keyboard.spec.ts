import { createAccount, uniqueEmail } from '../support/emulator';
import { expect, test } from '../support/test';

test('sign-in works from the keyboard alone', async ({ page, signIn }) => {
  const email = uniqueEmail('keys');
  await createAccount(email, 'secret123');
  await signIn.goto();

  // Tab from the top of the page to the Email field, then through the form.
  await page.keyboard.press('Tab');
  for (let i = 0; i < 10 && !(await signIn.email.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(signIn.email).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(signIn.password).toBeFocused();
  await page.keyboard.type('secret123');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
});

test('sign-up errors move focus to the first invalid field, reachable with Tab and Enter', async ({ page, signUp }) => {
  await signUp.goto();
  await signUp.field('First name').fill('Ada');
  await signUp.field('Last name').fill('Lovelace');
  await signUp.field('Email').fill('ada@example.com');
  await signUp.field('Username').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(signUp.field('Username')).toBeFocused();
  await expect(signUp.field('Username')).toHaveAccessibleDescription(/Username is required/);
});
