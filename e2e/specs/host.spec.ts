import { SignInPage } from '../pages/SignInPage';
import { PNG_1PX, signUpThroughApp } from '../support/flows';
import { runRoleCommand } from '../support/roleCommand';
import { readUserInfo, storedToken } from '../support/session';
import { axeViolations, expect, test } from '../support/test';

test('a remembered user opens / and sees their name with no flash of the sign-in page', async ({ page }) => {
  const user = await signUpThroughApp(page);

  // Record, from the first byte of the next page load, whether the sign-in screen ever shows.
  await page.addInitScript(() => {
    const seen = { signIn: false, path: false };
    (window as unknown as { __signInSeen: typeof seen }).__signInSeen = seen;
    const check = () => {
      if (location.pathname.startsWith('/signin')) seen.path = true;
      for (const heading of document.querySelectorAll('h1, h2')) {
        if (heading.textContent?.trim() === 'Sign in') seen.signIn = true;
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    check();
  });
  await page.goto('/');
  await expect(page.getByText(user.displayName)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __signInSeen: unknown }).__signInSeen)).toEqual({
    signIn: false,
    path: false,
  });
});

test('home shows the profile from the API, with the picture chosen at sign-up, and the weather forecast', async ({
  page,
}) => {
  const user = await signUpThroughApp(page, undefined, 'Grace', { picture: PNG_1PX });
  const profile = page.getByRole('region', { name: 'Your profile' });
  await expect(profile.getByText(user.username)).toBeVisible();
  const avatar = profile.getByRole('img', { name: `Avatar of ${user.username}` });
  await expect(avatar).toBeVisible();
  // The picture comes from the API with the user's token, as the very bytes uploaded.
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const weather = page.getByRole('region', { name: 'Weather forecast' });
  for (const column of ['Date', 'Summary', '°C', '°F']) {
    await expect(weather.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expect(weather.getByRole('row')).toHaveCount(6);
  expect(await axeViolations(page)).toEqual([]);
});

test('/admin sends a user without the admin role to /; `npm run role` grants it, and the signed-in browser sees it as a user would', async ({
  page,
  request,
}) => {
  const user = await signUpThroughApp(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registered users' })).toHaveCount(0);
  const sessionToken = await storedToken(page);

  const printed = await runRoleCommand(user.email, 'admin');
  expect(printed).toContain(`${user.email}: claims now {"role":"admin"}`);
  expect(printed).toContain('Refresh tokens revoked');
  expect(printed).toContain("Recorded in the API's database, with partners' role.changed");

  // At once the API refuses the session's tokens (the command recorded it in the API's database), and the page
  // (reloaded, as a user comes back to it) no longer gets the profile: it says to sign in again. (Firebase would also refuse to refresh them and sign the page
  // out; the emulator refreshes them, stamped with the revoked sign-in's time, and the API refuses those too.)
  const signInAgain = page
    .getByRole('region', { name: 'Your profile' })
    .getByRole('alert')
    .filter({ hasText: 'Sign in again' })
    .or(page.getByRole('heading', { name: 'Sign in' }));
  expect((await readUserInfo(request, sessionToken)).status()).toBe(401);
  await page.reload();
  await expect(signInAgain).toBeVisible();

  // The user signs in again: the new sign-in carries the role, home links to the users list, and /admin shows it.
  const logout = page.getByRole('button', { name: 'Logout' });
  if (await logout.isVisible()) await logout.click();
  await expect(page).toHaveURL(/\/signin/);
  await new SignInPage(page).signIn(user.email, user.password);
  await page.getByRole('link', { name: 'Registered users' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Registered users' })).toBeVisible();
  await expect(page.getByRole('cell', { name: user.email })).toBeVisible();
});

test('an unknown path shows a not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('a signed-in user who opens /signin or /signup goes to the dashboard', async ({ page }) => {
  await signUpThroughApp(page);
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/$/);
});

test('a returnTo of another origin is ignored after sign-in', async ({ page }) => {
  const user = await signUpThroughApp(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin/); // Logout waits for the API first: leaving earlier would cancel it
  await page.goto('/signin?returnTo=%2F%2Fevil.example%2Fsteal');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
});

test('signing out in one tab signs out the other tabs of a remembered session', async ({ page, context }) => {
  await signUpThroughApp(page);
  const other = await context.newPage();
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Logout' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(/\/signin/, { timeout: 15_000 });
});
