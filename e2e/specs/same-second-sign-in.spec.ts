// Signing in again right after Logout, as fast as a script can: the API tells sign-ins apart by `auth_time` (whole
// seconds), and the ended sign-in's second is over before Logout answers, so the new sign-in is another one.
import { SignInPage } from '../pages/SignInPage';
import { signUpThroughApp } from '../support/flows';
import { ON_BOTH_DATABASES } from '../support/ports';
import { authTime, readUserInfo, storedToken } from '../support/session';
import { expect, test } from '../support/test';

test(
  "sign up, sign out and sign in again at once: the new session's calls succeed, the ended one stays refused",
  { tag: ON_BOTH_DATABASES },
  async ({ page, request, stack }) => {
    const user = await signUpThroughApp(page);
    const ended = await storedToken(page);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/signin/);
    // No wait of the test's own: the sign-in starts as soon as the sign-in screen shows.
    await new SignInPage(page).signIn(user.email, user.password);

    // The home page's own call to the API succeeds: its profile card shows what GET api/Identity/user answered.
    await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your profile' }).getByText(user.username, { exact: true }),
    ).toBeVisible();
    const current = await storedToken(page);
    expect(authTime(current)).toBeGreaterThan(authTime(ended));
    expect((await readUserInfo(request, current, stack)).status()).toBe(200);
    expect((await readUserInfo(request, ended, stack)).status()).toBe(401);
  },
);
