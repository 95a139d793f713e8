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

/** The test with page objects; browser console errors are collected for the tests that assert none. */
export const test = base.extend<Fixtures>({
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
