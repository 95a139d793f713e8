// An address taken back: someone signed up with another person's email and a password (never verified) and
// registered a profile. When the address's owner signs in with Google, Firebase gives them the same account; the API
// drops what the unverified sign-up wrote and refuses every sign-in before the owner's. The owner sees none of it and
// is asked to finish registration and completes their own profile; the stranger's page is signed out and told why,
// and their password is gone.
import { sentOobCodes, uniqueEmail } from '../support/emulator';
import { signUpThroughApp } from '../support/flows';
import { serveGoogleStandIns } from '../support/offline';
import { ON_BOTH_DATABASES } from '../support/ports';
import { axeViolations, expect, test } from '../support/test';

test(
  "the owner's Google sign-in takes the address back from a stranger's unverified sign-up",
  { tag: ON_BOTH_DATABASES },
  async ({ page, browser, stack }) => {
    const email = uniqueEmail('owner');
    const stranger = await signUpThroughApp(page, email, 'Mallory');
    await expect(page.getByRole('heading', { name: stranger.displayName })).toBeVisible();
    await expect(page.getByText(stranger.username, { exact: true })).toBeVisible();

    // The owner, in a browser of their own, continues with Google as the address's owner.
    const ownerContext = await browser.newContext({ baseURL: stack.host });
    await serveGoogleStandIns(ownerContext);
    const owner = await ownerContext.newPage();
    await owner.goto('/signin');
    const popupPromise = owner.waitForEvent('popup');
    await owner.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Olivia Owner');
    await popup.locator('#sign-in').click();

    await expect(owner).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(owner.getByRole('button', { name: 'Logout' })).toBeVisible();
    const profile = owner.getByRole('region', { name: 'Your profile' });
    await expect(profile.getByText('Your account has not finished registration.')).toBeVisible();
    await expect(owner.locator('body')).not.toContainText(stranger.username);
    await expect(owner.locator('body')).not.toContainText('Mallory');

    // The stranger's page, on its next load, is signed out and says why. (Left open, its next call would refresh the
    // token: Firebase refuses, but the emulator mints one stamped with the owner's sign-in; session-refused.spec.ts
    // shows an open page whose refresh is refused.)
    await page.reload();
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.getByRole('status')).toHaveText('Your session has ended. Please sign in again.');
    expect(await page.evaluate(() => localStorage.getItem('thryve_token'))).toBeNull();
    // Their password went with the unverified sign-up.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(stranger.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Incorrect username or password')).toBeVisible();

    // The owner is still signed in after all of it, and completes their own profile from where they were told.
    await owner.reload();
    await expect(owner.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(profile.getByText('Your account has not finished registration.')).toBeVisible();
    await profile.getByRole('link', { name: 'Complete your profile' }).click();
    await expect(owner).toHaveURL(/\/account$/);
    const completion = owner.getByRole('region', { name: 'Profile' });
    const send = completion.getByRole('button', { name: 'Complete profile' });
    await expect(send).toBeVisible();
    await expect(completion.getByLabel('Email')).toHaveCount(0);
    expect(await axeViolations(owner)).toEqual([]);
    // By keyboard: the seed's messages first, the first invalid field focused, then the fields filled in turn.
    await send.press('Enter');
    await expect(completion.getByText('First and last name are required')).toBeVisible();
    await expect(completion.getByText('Username is required')).toBeVisible();
    await expect(completion.getByLabel('First name')).toBeFocused();
    await owner.keyboard.type('Olivia');
    await owner.keyboard.press('Tab');
    await owner.keyboard.type('Owens');
    await owner.keyboard.press('Tab');
    const username = `olivia_${Date.now().toString(36)}`;
    await owner.keyboard.type(username);
    await owner.keyboard.press('Enter');
    await expect(completion.getByRole('status').filter({ hasText: 'Your profile is complete.' })).toBeFocused();
    await expect(completion.getByLabel('Username')).toHaveValue(username);

    // Home shows their own data and name, none of the stranger's; a reload keeps it.
    await owner.getByRole('link', { name: 'Back to home' }).click();
    await expect(owner.getByRole('heading', { name: 'Olivia Owens' })).toBeVisible();
    await expect(profile.getByText(username, { exact: true })).toBeVisible();
    await owner.reload();
    await expect(profile.getByText(username, { exact: true })).toBeVisible();
    await expect(owner.locator('body')).not.toContainText(stranger.username);
    await ownerContext.close();
  },
);

/**
 * The link of the verification mail the app sent at sign-up, as the project's email templates make it: the app's own
 * action page (`/auth/action`) with the mail's mode, code and continue URL. The emulator's link points at its own
 * handler, which would apply the code itself; its query is what Firebase puts on the custom action URL.
 */
async function verificationLinkOnOurPage(email: string, host: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await sentOobCodes(email)).find((sent) => sent.requestType === 'VERIFY_EMAIL')?.oobLink;
      return link;
    })
    .toBeDefined();
  const mailed = new URL(link!);
  // The mail sends its reader on to the app's start page once done.
  expect(mailed.searchParams.get('continueUrl')).toBe(`${host}/`);
  return `/auth/action${mailed.search}`;
}

test(
  'the owner who follows the verification link in another browser takes the address back and sets a password',
  { tag: ON_BOTH_DATABASES },
  async ({ page, browser, stack }) => {
    const email = uniqueEmail('owner');
    const stranger = await signUpThroughApp(page, email, 'Mallory');
    await expect(page.getByText(stranger.username, { exact: true })).toBeVisible();
    const link = await verificationLinkOnOurPage(email, stack.host);

    // The owner opens the mail's link in a browser of their own, signed in to no one.
    const ownerContext = await browser.newContext({ baseURL: stack.host });
    const owner = await ownerContext.newPage();
    await owner.goto(link);
    await expect(owner.getByRole('heading', { name: 'Set a password' })).toBeVisible({ timeout: 20_000 });
    await expect(owner.getByText(`Choose a password for ${email}.`)).toBeVisible();

    // The stranger's page, on its next call to the API, is signed out and says why; their password is gone.
    await page.reload();
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.getByRole('status')).toHaveText('Your session has ended. Please sign in again.');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(stranger.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Incorrect username or password')).toBeVisible();

    // The owner's password follows sign-up's rules, then holds the account: signed in, nothing of the stranger's.
    await owner.getByLabel('New password', { exact: true }).fill('owner1');
    await owner.getByLabel('Confirm new password', { exact: true }).fill('owner2');
    await owner.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(owner.getByText('Passwords do not match')).toBeVisible();
    await owner.getByLabel('Confirm new password', { exact: true }).fill('owner1');
    await owner.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(owner).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(owner.getByRole('button', { name: 'Logout' })).toBeVisible();
    const profile = owner.getByRole('region', { name: 'Your profile' });
    await expect(profile.getByText('Your account has not finished registration.')).toBeVisible();
    await expect(owner.locator('body')).not.toContainText('Mallory');
    await expect(owner.locator('body')).not.toContainText(stranger.username);

    // The link is used up.
    await owner.goto(link);
    await expect(owner.getByRole('heading', { name: 'This link can’t be used' })).toBeVisible();
    await ownerContext.close();
  },
);

test('the person who signed up follows their own link in the same browser and keeps everything', async ({
  page,
  stack,
}) => {
  const email = uniqueEmail('own');
  const user = await signUpThroughApp(page, email);
  const link = await verificationLinkOnOurPage(email, stack.host);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(user.username, { exact: true })).toBeVisible();
  // Still signed in after a reload: the session was kept, not refused.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByText(user.username, { exact: true })).toBeVisible();
});
