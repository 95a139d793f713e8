// The account screen at /account of the composed app: the profile edited with the sign-up screen's rules, seen on
// home and by the API at once; its accessibility. Real remote build, real API, real Auth emulator.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { UserProfile } from '@thryve/contract';

import { AccountPage } from '../pages/AccountPage';
import { OTHER_PNG_1PX, PNG_1PX, signUpThroughApp } from '../support/flows';
import { ON_BOTH_DATABASES, type Stack } from '../support/ports';
import { readUserInfo, storedToken } from '../support/session';
import { axeViolations, expect, test } from '../support/test';

/** The profile the stack's API answers to the page's own token. */
async function apiProfile(page: Page, request: APIRequestContext, stack: Stack): Promise<UserProfile> {
  const response = await readUserInfo(request, await storedToken(page), stack);
  expect(response.status()).toBe(200);
  return (await response.json()) as UserProfile;
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit && !(await target.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test(
  'an edit on /account is saved with the sign-up rules and shows on home and in the API at once',
  { tag: ON_BOTH_DATABASES },
  async ({ page, request, home, stack }) => {
    const user = await signUpThroughApp(page);
    await home.account.click();
    await expect(page).toHaveURL(/\/account$/);
    const account = new AccountPage(page);
    await expect(account.heading).toBeVisible();
    await expect(account.field('First name')).toHaveValue('Grace');
    await expect(account.field('Username')).toHaveValue(user.username);

    // The sign-up screen's rules and messages: refused, nothing saved.
    await account.field('Height (inches)').fill('200');
    await account.save.click();
    await expect(page.getByText('Height must be between 0 and 108 inches')).toBeVisible();
    await expect(account.field('Height (inches)')).toBeFocused();
    expect((await apiProfile(page, request, stack)).height).toBeNull();

    const username = `${user.username}_2`;
    await account.saveProfile({
      'First name': 'Amazing',
      'Last name': 'Grace',
      Username: username,
      Birthday: '1990-03-14',
      'Height (inches)': '66',
      'Weight (pounds)': '130',
    });

    // Home, reached without a reload: the session's name and the profile card show the new values.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(home.name('Amazing Grace')).toBeVisible();
    await expect(page.getByText(username, { exact: true })).toBeVisible();
    await expect(page.getByText('Mar 14, 1990')).toBeVisible();
    await expect(page.getByText('66 in')).toBeVisible();
    await expect(page.getByText('130 lb')).toBeVisible();
    expect(await apiProfile(page, request, stack)).toMatchObject({
      firstName: 'Amazing',
      lastName: 'Grace',
      username,
      birthday: '1990-03-14',
      height: 66,
      weight: 130,
    });
  },
);

test(
  'a birthday before the year 100 is a birthday before today',
  { tag: ON_BOTH_DATABASES },
  async ({ page, request, stack }) => {
    await signUpThroughApp(page);
    const account = new AccountPage(page);
    await account.goto();
    await account.saveProfile({ Birthday: '0050-02-28' });
    expect((await apiProfile(page, request, stack)).birthday).toBe('0050-02-28');
  },
);

test('the picture is changed, then removed', { tag: ON_BOTH_DATABASES }, async ({ page, request, home, stack }) => {
  const user = await signUpThroughApp(page, undefined, 'Grace', { picture: PNG_1PX });
  const account = new AccountPage(page);
  await account.goto();
  await expect(page.getByRole('img', { name: 'Profile picture' })).toBeVisible();

  const picture = async () => {
    const { pictureUrl } = await apiProfile(page, request, stack);
    if (!pictureUrl) return null;
    const response = await request.get(`${stack.api}${pictureUrl}`, {
      headers: { Authorization: `Bearer ${await storedToken(page)}` },
    });
    return response.body();
  };
  expect(await picture()).toEqual(PNG_1PX);

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: OTHER_PNG_1PX });
  await account.save.click();
  await expect(account.saved).toBeVisible();
  expect(await picture()).toEqual(OTHER_PNG_1PX);

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByRole('img', { name: 'Profile picture' })).toBeHidden();
  await account.save.click();
  await expect(account.saved).toBeVisible();
  expect(await picture()).toBeNull();

  await page.goBack();
  await expect(home.name(user.displayName)).toBeVisible();
  await expect(page.getByText(user.username, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: `Avatar of ${user.username}` })).toHaveCount(0);
});

test(
  'the account screen is axe-clean, its confirmation too; the profile saves from the keyboard alone',
  { tag: ON_BOTH_DATABASES },
  async ({ page, request, stack }) => {
    await signUpThroughApp(page);
    const account = new AccountPage(page);
    await account.goto();
    expect(await axeViolations(page)).toEqual([]);

    // From the top of the page to First name, a new value, then on to Save.
    await page.keyboard.press('Tab');
    await tabTo(page, account.field('First name'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Kay');
    await tabTo(page, account.save);
    await page.keyboard.press('Enter');
    await expect(account.saved).toBeVisible();
    expect((await apiProfile(page, request, stack)).firstName).toBe('Kay');

    // An error is announced and takes the focus: Enter in an emptied Username.
    await account.field('Username').fill('');
    await account.field('Username').press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Username is required' })).toBeVisible();
    await expect(account.field('Username')).toBeFocused();
    await expect(account.field('Username')).toHaveAccessibleDescription(/Username is required/);

    // The deletion's confirmation: opened from the keyboard, the focus inside it, Escape gives it back.
    await account.deleteAccount.focus();
    await page.keyboard.press('Enter');
    await expect(account.deleteDialog).toBeVisible();
    await expect(account.deletePassword).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(account.deleteDialog).toBeHidden();
    await expect(account.deleteAccount).toBeFocused();
  },
);
