// The account screen's sign-in matters, in the composed app: the password change (checked by Firebase, other
// devices signed out), the email's verification through the link the Auth emulator recorded, and sign-out
// everywhere. Real remote build, real API, real Auth emulator.
import { AccountPage } from '../pages/AccountPage';
import { sentOobCodes } from '../support/emulator';
import { signUpThroughApp } from '../support/flows';
import { ON_BOTH_DATABASES } from '../support/ports';
import { nextSecondAfter, readUserInfo, signInElsewhere, storedToken, storedTokenOrNull } from '../support/session';
import { expect, test } from '../support/test';

const NEW_PASSWORD = 'brandnew456';

test(
  'a password change: the old password is refused, the new one signs in, the other device is signed out',
  { tag: ON_BOTH_DATABASES },
  async ({ page, browser, request, signIn, home, stack }) => {
    const user = await signUpThroughApp(page);
    // Another device signs in; the change's re-authentication must come in a later second (auth_time is in seconds).
    await nextSecondAfter(page, await storedToken(page));
    const elsewhere = await signInElsewhere(browser, user.email, user.password, stack);
    const otherToken = await storedToken(elsewhere.page);
    expect((await readUserInfo(request, otherToken, stack)).status()).toBe(200);
    await nextSecondAfter(page, otherToken);

    const account = new AccountPage(page);
    await account.goto();
    // Firebase checks the current password; the new one follows the sign-up rules.
    await account.fillPasswordChange('not-my-password', NEW_PASSWORD);
    await account.changePassword.click();
    await expect(page.getByText('The password is incorrect')).toBeVisible();
    await account.fillPasswordChange(user.password, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await account.changePassword.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await account.fillPasswordChange(user.password, NEW_PASSWORD);
    await account.changePassword.click();
    await expect(page.getByText('Your password was changed. Your other devices were signed out.')).toBeVisible();

    // The other device's token is refused at once; this device stays signed in.
    expect((await readUserInfo(request, otherToken, stack)).status()).toBe(401);
    await expect.poll(async () => (await readUserInfo(request, await storedToken(page), stack)).status()).toBe(200);
    await elsewhere.context.close();

    const mine = await storedToken(page);
    await page.goto('/');
    await home.logout.click();
    await expect(signIn.heading).toBeVisible();
    await signIn.signIn(user.email, user.password);
    await expect(page.getByText('Incorrect username or password')).toBeVisible();
    await nextSecondAfter(page, mine);
    await signIn.signIn(user.email, NEW_PASSWORD);
    await expect(home.name(user.displayName)).toBeVisible();
  },
);

test(
  'the email is verified through the link the emulator recorded, and the screen and the API say so',
  { tag: ON_BOTH_DATABASES },
  async ({ page, request, stack }) => {
    const user = await signUpThroughApp(page);
    // Sign-up sent the first mail (told apart from the rest of the flow, which does not depend on it).
    const verificationMails = async () =>
      (await sentOobCodes(user.email)).filter((code) => code.requestType === 'VERIFY_EMAIL');
    await expect
      .configure({ soft: true })
      .poll(async () => (await sentOobCodes(user.email)).map((code) => code.requestType), {
        message: 'the verification mail of the sign-up',
      })
      .toEqual(['VERIFY_EMAIL']);
    const atSignUp = (await verificationMails()).length;
    const account = new AccountPage(page);
    await account.goto();
    await expect(account.emailStatus).toHaveText('Not verified');
    expect((await (await readUserInfo(request, await storedToken(page), stack)).json()).emailVerified).toBe(false);

    // Another mail on request; the button then waits (a second click sends nothing).
    await account.sendVerification.click();
    await expect(page.getByText(/^Verification email sent at /)).toBeVisible();
    await expect(account.sendVerification).toHaveAttribute('aria-disabled', 'true');
    await expect.poll(async () => (await verificationMails()).length).toBe(atSignUp + 1);
    // aria-disabled keeps it focusable and clickable (Playwright would wait for it to be enabled): a click does nothing.
    await account.sendVerification.click({ force: true });

    // Before the link is followed, the re-check says so.
    await account.checkVerification.click();
    await expect(page.getByText('Your email address is not verified yet.')).toBeVisible();
    await expect(account.emailStatus).toHaveText('Not verified');

    const mails = await verificationMails();
    expect(mails).toHaveLength(atSignUp + 1);
    const followed = await request.get(mails[atSignUp].oobLink, { maxRedirects: 0 });
    expect(followed.status(), await followed.text()).toBeLessThan(400);

    await account.checkVerification.click();
    await expect(account.emailStatus).toHaveText('Verified');
    await expect(account.sendVerification).toBeHidden();
    await expect
      .poll(async () => (await (await readUserInfo(request, await storedToken(page), stack)).json()).emailVerified)
      .toBe(true);
    await page.reload();
    await expect(account.emailStatus).toHaveText('Verified');
  },
);

test(
  'Sign out of all devices ends this sign-in and every other one at once',
  { tag: ON_BOTH_DATABASES },
  async ({ page, browser, request, signIn, stack }) => {
    const user = await signUpThroughApp(page);
    const mine = await storedToken(page);
    await nextSecondAfter(page, mine);
    const elsewhere = await signInElsewhere(browser, user.email, user.password, stack);
    const otherToken = await storedToken(elsewhere.page);
    expect((await readUserInfo(request, otherToken, stack)).status()).toBe(200);

    const account = new AccountPage(page);
    await account.goto();
    const current = await storedToken(page);
    await account.signOutEverywhere.click();
    await expect(page).toHaveURL(/\/signin/);
    await expect(signIn.heading).toBeVisible();
    expect(await storedTokenOrNull(page)).toBeNull();

    for (const token of [mine, current, otherToken]) {
      const refused = await readUserInfo(request, token, stack);
      expect(refused.status()).toBe(401);
    }
    await elsewhere.context.close();

    // Signing in again works: a sign-in in a later second than the cut-off (whole seconds).
    await page.waitForTimeout(1000);
    await signIn.signIn(user.email, user.password);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect((await readUserInfo(request, await storedToken(page), stack)).status()).toBe(200);
  },
);
