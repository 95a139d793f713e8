// Theming (docs/theming.md): `appearance` through `mount` on a host page of our own (e2e/pages/MountHostPage.ts),
// the real remote build in Chromium. Screenshots: theming-screenshots.spec.ts.
import { MountHostPage } from '../pages/MountHostPage';
import { axeViolations, expect, test } from '../support/test';

const DARK = { colorScheme: 'dark' } as const;

test('a host sets the brand colour: the primary button takes it, and its hover is derived from it', async ({
  page,
}) => {
  const host = new MountHostPage(page);
  await host.open();
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });

  await host.mount({ screen: 'signIn' });
  await expect(submit).toHaveCSS('background-color', 'rgb(11, 110, 79)'); // the default brand colour

  // mount again on the same element: the screen updates in place.
  await host.mount({ screen: 'signIn', appearance: { variables: { colorPrimary: '#3b4cca', borderRadius: '0px' } } });
  await expect(submit).toHaveCSS('background-color', 'rgb(59, 76, 202)');
  await expect(submit).toHaveCSS('border-radius', '0px');
  await submit.hover();
  await expect(submit).not.toHaveCSS('background-color', 'rgb(59, 76, 202)');
});

test('colorScheme: dark, and system following the user’s preference', async ({ page }) => {
  const host = new MountHostPage(page);
  await host.open();
  const card = page.locator('.thryve-auth__card');

  await host.mount({ screen: 'signUp', appearance: DARK });
  await expect(card).toHaveCSS('background-color', 'rgb(21, 25, 30)');
  await expect(page.getByRole('heading', { name: 'Sign up' })).toHaveCSS('color', 'rgb(230, 237, 243)');

  await host.mount({ screen: 'signUp', appearance: { colorScheme: 'system' } });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(card).toHaveCSS('background-color', 'rgb(21, 25, 30)');
});

for (const screen of ['signIn', 'signUp'] as const) {
  test(`${screen}: no axe violations (colour contrast included) in the default and the dark theme`, async ({
    page,
  }) => {
    const host = new MountHostPage(page);
    await host.open();
    for (const appearance of [undefined, DARK]) {
      await host.mount({ screen, appearance });
      expect(await axeViolations(page), `${appearance?.colorScheme ?? 'default'} theme`).toEqual([]);
      // With the errors shown too: the danger colour on the card.
      const submit = page.getByRole('button', { name: screen === 'signIn' ? 'Sign in' : 'Create', exact: true });
      if (screen === 'signUp') {
        await submit.click();
        await expect(page.getByText('Email is required')).toBeVisible();
        expect(await axeViolations(page), `${appearance?.colorScheme ?? 'default'} theme, errors`).toEqual([]);
      }
    }
  });
}

test('the contrast check is live: a pale brand colour under white text is reported', async ({ page }) => {
  const host = new MountHostPage(page);
  await host.open();
  await host.mount({ screen: 'signIn', appearance: { variables: { colorPrimary: '#a8e6cf' } } });
  const violations = await axeViolations(page);
  expect(violations.map((violation) => violation.id)).toContain('color-contrast');
});

/** A host stylesheet with global element rules, and one like the example host's `.embed-panel button`. */
const HOST_CSS = `
  button { background: #ff00ff; color: #00ff00; padding: 40px; border: 5px dashed red; text-transform: uppercase;
    letter-spacing: 4px; font-size: 30px; border-radius: 0; }
  input { background: #ffff00; border: 6px solid blue; padding: 30px; height: 80px; font-size: 28px; }
  h1 { color: #ff0000; font-size: 64px; margin: 80px; text-decoration: underline; font-family: serif; }
  .host-panel button, .host-panel input { outline: 4px solid orange; box-shadow: 0 0 0 8px purple; }
`;
const HOST_HTML = '<h1 id="host-h1">Host</h1><button id="host-button">Host</button><input id="host-input" />';
const OURS = '#screen button, #screen input, #screen h1';
const HOSTS = '#host-h1, #host-button, #host-input';
const PROPERTIES = [
  'background-color',
  'color',
  'padding-top',
  'border-top-width',
  'border-top-style',
  'text-transform',
  'letter-spacing',
  'font-size',
  'font-family',
  'height',
  'margin-top',
  'text-decoration-line',
  'outline-style',
  'box-shadow',
] as const;

test('a host’s global button, input and h1 rules do not reach the screens, and ours do not reach the host', async ({
  page,
}) => {
  const host = new MountHostPage(page);
  // Our elements without any host CSS, then inside a host that styles button, input and h1 globally.
  await host.open({ hostHtml: '<div class="host-panel" id="wrap"></div>' });
  await page.evaluate(() => document.getElementById('wrap')?.append(document.getElementById('screen')!));
  await host.mount({ screen: 'signUp' });
  const alone = await host.computed(OURS, PROPERTIES);
  await page.evaluate(
    (css) => document.head.append(Object.assign(document.createElement('style'), { textContent: css })),
    HOST_CSS,
  );
  expect(await host.computed(OURS, PROPERTIES)).toEqual(alone);

  // The host's own elements: the same with and without our screen (and stylesheet) on the page.
  await host.open({ hostHtml: HOST_HTML, hostCss: HOST_CSS });
  const before = await host.computed(HOSTS, PROPERTIES);
  expect(before[1]['background-color']).toBe('rgb(255, 0, 255)');
  await host.mount({ screen: 'signIn' });
  expect(await host.computed(HOSTS, PROPERTIES)).toEqual(before);

  // Every rule of our stylesheet starts at the screen's root class: none selects a host element.
  // (Read again through fetch: the remote's sheet is cross-origin, its cssRules are not readable in place.)
  const selectors = await page.evaluate(async () => {
    const remoteSheets = [...document.styleSheets].filter(
      (sheet) =>
        sheet.href?.includes('/auth-remote') || (sheet.href !== null && new URL(sheet.href).origin !== location.origin),
    );
    const texts = await Promise.all(remoteSheets.map(async (sheet) => (await fetch(sheet.href!)).text()));
    const flat = (rule: CSSRule): string[] => {
      // The selector list's own commas only, not those inside :where(...) or :is(...).
      const split = (list: string) => {
        const parts = [''];
        let depth = 0;
        for (const char of list) {
          depth += char === '(' ? 1 : char === ')' ? -1 : 0;
          if (char === ',' && depth === 0) parts.push('');
          else parts[parts.length - 1] += char;
        }
        return parts.map((part) => part.trim());
      };
      if (rule instanceof CSSStyleRule) return split(rule.selectorText);
      return 'cssRules' in rule ? [...(rule as CSSGroupingRule).cssRules].flatMap(flat) : [];
    };
    return texts.flatMap((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return [...sheet.cssRules].flatMap(flat);
    });
  });
  expect(selectors.length).toBeGreaterThan(20);
  expect(selectors.filter((selector) => !/^(:where\()?\.thryve-auth\b/.test(selector))).toEqual([]);
});
