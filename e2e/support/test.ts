import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

import { HomePage } from '../pages/HomePage';
import { SignInPage } from '../pages/SignInPage';
import { SignUpPage } from '../pages/SignUpPage';
import { STACKS, type Stack } from './ports';

export interface StackOptions {
  /** The app the test drives: the project's (PGlite for every spec, PostgreSQL for the account specs once more). */
  stack: Stack;
}

interface Fixtures extends StackOptions {
  signIn: SignInPage;
  signUp: SignUpPage;
  home: HomePage;
  /** The Content-Security-Policy violations of every page the test opened (checked after the test). */
  cspViolations: string[];
}

/** Records the CSP violations Chromium reports on every page of `context`, open now or opened later (tabs, popups). */
export function watchCsp(context: BrowserContext, violations: string[]): void {
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        violations.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
}

/** The test with page objects, and a CSP check on every page it drives. */
export const test = base.extend<Fixtures>({
  // Every test also checks that no page's Content-Security-Policy had to block anything: the test's own page, its
  // tabs and popups, and the pages of every other context it opens (a second device: browser.newContext/newPage).
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      // browser.newPage opens its page through newContext too.
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watchCsp(opened, violations);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  stack: [STACKS.pglite, { option: true }],
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
