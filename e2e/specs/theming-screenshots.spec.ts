// Screenshot comparisons of the screens, default and dark, at a phone's and a desktop's width, against the committed
// baselines in __screenshots__/ (npm's Chromium, as CI: THRYVE_TEST_TOOLS=npm). Regenerate after a deliberate change
// of the screens with `--update-snapshots` (docs/theming.md says how), and look at the new pictures before committing.
import { MountHostPage } from '../pages/MountHostPage';
import { PAGE_BACKGROUND, SCHEMES, SCREENSHOT_OPTIONS } from '../support/screenshots';
import { expect, test } from '../support/test';

const WIDTHS = { mobile: 360, desktop: 1280 } as const;

for (const screen of ['signIn', 'signUp'] as const) {
  for (const [device, width] of Object.entries(WIDTHS)) {
    for (const scheme of SCHEMES) {
      test(`${screen}, ${scheme}, ${device} (${width} px) looks as the baseline`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const host = new MountHostPage(page);
        await host.open({ hostCss: `body { margin: 0; background: ${PAGE_BACKGROUND[scheme]}; }` });
        await host.mount({ screen, appearance: { colorScheme: scheme } });
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${screen}-${scheme}-${device}.png`, SCREENSHOT_OPTIONS);
      });
    }
  }
}
