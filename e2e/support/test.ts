import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { HomePage } from '../pages/HomePage';
import { SignInPage } from '../pages/SignInPage';
import { SignUpPage } from '../pages/SignUpPage';

interface Fixtures {
  signIn: SignInPage;
  signUp: SignUpPage;
  home: HomePage;
}

/** The test with page objects, and a CSP check on every page it drives. */
export const test = base.extend<Fixtures>({
  // Every test also checks that the pages' Content-Security-Policy never had to block anything.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        violations.push(message.text());
    });
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  signIn: async ({ page }, use) => use(new SignInPage(page)),
  signUp: async ({ page }, use) => use(new SignUpPage(page)),
  home: async ({ page }, use) => use(new HomePage(page)),
});

export { expect };

/** axe-core scan of the page: WCAG 2.x A/AA rules. */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
