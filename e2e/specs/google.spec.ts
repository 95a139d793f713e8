import { serveGoogleStandIns } from '../support/offline';
import { expect, test } from '../support/test';

test('Continue with Google signs in through the emulator popup and lands on /', async ({ page, context, signIn }) => {
  await serveGoogleStandIns(context);
  await signIn.goto();

  const popupPromise = page.waitForEvent('popup');
  await signIn.google.click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.locator('#add-account-button button').click();
  await popup.locator('#autogen-button').click();
  await popup.locator('#sign-in').click();

  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('closing the Google popup leaves the button usable again at once', async ({ page, context, signIn }) => {
  await serveGoogleStandIns(context);
  await signIn.goto();

  const popupPromise = page.waitForEvent('popup');
  await signIn.google.click();
  const popup = await popupPromise;
  await popup.close();

  await expect(signIn.google).toBeEnabled({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/signin/);
});
