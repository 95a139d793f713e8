// The account's data, in the composed app: "Download my data" (exactly the caller's, nothing of anyone else) and
// "Delete account" (confirmed by the password and the word; then nothing is left, and the email starts afresh).
// Real remote build, real API, real Auth emulator.
import { readFileSync } from 'node:fs';

import type { AccountExport, AdminUserSummary, UserProfile } from '@thryve/contract';

import { AccountPage } from '../pages/AccountPage';
import { newUser } from '../pages/SignUpPage';
import { adminToken, findAccount, uniqueEmail } from '../support/emulator';
import { OTHER_PNG_1PX, PNG_1PX, registerThroughApi, signUpThroughApp } from '../support/flows';
import { ON_BOTH_DATABASES } from '../support/ports';
import { readUserInfo, storedToken } from '../support/session';
import { expect, test } from '../support/test';

const ISO_TIME = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

async function uidOf(email: string): Promise<string> {
  const account = await findAccount(email);
  expect(account, `an account for ${email}`).not.toBeNull();
  return account!.localId;
}

test(
  'Download my data saves exactly the caller’s data, never cached, and nothing of anyone else',
  { tag: ON_BOTH_DATABASES },
  async ({ page, request, stack }) => {
    const other = newUser(uniqueEmail('other'), { firstName: 'Olga', lastName: 'Other', height: '70', weight: '180' });
    await registerThroughApi(request, other, OTHER_PNG_1PX, stack);
    const user = await signUpThroughApp(page, undefined, 'Grace', { picture: PNG_1PX });
    const account = new AccountPage(page);
    await account.goto();

    const answer = page.waitForResponse(`${stack.api}api/Identity/user/export`);
    const download = page.waitForEvent('download');
    await account.downloadData.click();
    expect((await answer).headers()['cache-control']).toContain('no-store');
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^thryve-account-\d{4}-\d{2}-\d{2}\.json$/);
    const text = readFileSync(await file.path(), 'utf8');
    await expect(page.getByText('Your data was downloaded.')).toBeVisible();

    expect(JSON.parse(text) as AccountExport).toEqual({
      format: 'thryve-account-export/1',
      exportedAt: ISO_TIME,
      account: { uid: await uidOf(user.email), email: user.email, emailVerified: false, role: null },
      profile: {
        firstName: 'Grace',
        lastName: 'Hopper',
        username: user.username,
        email: user.email,
        birthday: null,
        height: null,
        weight: null,
        picture: `data:image/png;base64,${PNG_1PX.toString('base64')}`,
        createdAt: ISO_TIME,
        updatedAt: ISO_TIME,
      },
      endedSessions: [],
      tokenRevocation: null,
      passkeys: [],
    });
    for (const theirs of [await uidOf(other.email), other.email, other.username, other.firstName]) {
      expect(text).not.toContain(theirs);
    }
    expect(text).not.toContain(OTHER_PNG_1PX.toString('base64'));
  },
);

test(
  'Delete account asks for the password and the word, then removes everything; the email signs up afresh',
  { tag: ON_BOTH_DATABASES },
  async ({ page, request, signIn, signUp, home, stack }) => {
    const user = await signUpThroughApp(page, undefined, 'Grace', { picture: PNG_1PX });
    const uid = await uidOf(user.email);
    const account = new AccountPage(page);
    await account.goto();

    // The word must be typed as shown: until then the confirmation cannot be sent, not even with Enter.
    await account.fillDeletion(user.password, 'DELET');
    await expect(account.confirmDelete).toBeDisabled();
    await account.deleteWord.press('Enter');
    await expect(account.deleteDialog).toBeVisible();
    // A wrong password is Firebase's refusal, told at its field; nothing is deleted.
    await account.deletePassword.fill('not-my-password');
    await account.deleteWord.fill('DELETE');
    await account.confirmDelete.click();
    await expect(account.deleteDialog.getByText('The password is incorrect')).toBeVisible();
    await expect(account.deletePassword).toBeFocused();
    expect(await findAccount(user.email)).not.toBeNull();

    await account.deletePassword.fill(user.password);
    await account.confirmDelete.click();
    await expect(page).toHaveURL(/\/signin/);
    await expect(signIn.heading).toBeVisible();

    // Gone: the Firebase account, the profile in the admin listing, the sign-in.
    expect(await findAccount(user.email)).toBeNull();
    const listing = await request.get(`${stack.api}api/Identity/users`, {
      headers: { Authorization: `Bearer ${await adminToken()}` },
    });
    expect(listing.status()).toBe(200);
    const rows = (await listing.json()) as AdminUserSummary[];
    expect(rows.filter((row) => row.id === uid || row.email === user.email || row.username === user.username)).toEqual(
      [],
    );
    await signIn.signIn(user.email, user.password);
    await expect(page.getByText('Incorrect username or password')).toBeVisible();

    // The same email and username sign up again: a new account, a fresh profile, no picture.
    const again = newUser(user.email, { username: user.username, firstName: 'Nova', lastName: 'Start' });
    await signUp.goto();
    await signUp.fill(again);
    await signUp.create.click();
    await expect(home.name('Nova Start')).toBeVisible();
    const fresh = (await (await readUserInfo(request, await storedToken(page), stack)).json()) as UserProfile;
    expect(fresh).toMatchObject({ email: user.email, username: user.username, firstName: 'Nova', pictureUrl: null });
    expect(fresh.id).not.toBe(uid);
  },
);
