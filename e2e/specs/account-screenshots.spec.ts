// Screenshot comparisons of the account screen (`mount(el, { screen: 'userProfile' })`) in English and Spanish,
// light and dark, at a desktop's width, against the committed baselines in __screenshots__/, as
// theming-screenshots.spec.ts does for sign-in and sign-up. The user's email and username differ on every run:
// they are masked.
import { MountHostPage } from '../pages/MountHostPage';
import { newUser } from '../pages/SignUpPage';
import { uniqueEmail } from '../support/emulator';
import { registerThroughApi } from '../support/flows';
import { PAGE_BACKGROUND, SCHEMES, SCREENSHOT_OPTIONS } from '../support/screenshots';
import { storedTokenOrNull } from '../support/session';
import { expect, test } from '../support/test';

for (const locale of ['en', 'es'] as const) {
  for (const scheme of SCHEMES) {
    test(`userProfile, ${locale}, ${scheme}, desktop (1280 px) looks as the baseline`, async ({ page, request }) => {
      const user = newUser(uniqueEmail('shot'), { birthday: '1990-03-14', height: '66', weight: '130' });
      await registerThroughApi(request, user);
      await page.setViewportSize({ width: 1280, height: 800 });
      const host = new MountHostPage(page);
      await host.open({ hostCss: `body { margin: 0; background: ${PAGE_BACKGROUND[scheme]}; }` });

      await host.mount({ screen: 'signIn' });
      await page.getByLabel('Email', { exact: true }).fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => storedTokenOrNull(page)).toBeTruthy();

      await host.mount({ screen: 'userProfile', locale, appearance: { colorScheme: scheme } });
      const screen = page.locator('#screen');
      await expect(screen.locator('input[name="firstName"]')).toHaveValue(user.firstName);
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText(locale === 'es' ? 'Cuenta' : 'Account');
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`userProfile-${locale}-${scheme}-desktop.png`, {
        ...SCREENSHOT_OPTIONS,
        mask: [screen.getByText(user.email, { exact: true }), screen.locator('input[name="username"]')],
      });
    });
  }
}
