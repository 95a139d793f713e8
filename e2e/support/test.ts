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

/** What a page reports of each `securitypolicyviolation` event, through the binding below. */
const CSP_BINDING = '__thryveCspViolation';

/**
 * Records the CSP violations on every page of `context`, open now or opened later (tabs, popups), in every frame:
 * each `securitypolicyviolation` event the document fires (listened to before the page's own scripts run), and,
 * for a page without JavaScript, each violation Chromium logs to the console. The event is the check: the console
 * does not log every violation (a refused `eval` probe that the page's code catches is an event, not a message).
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(CSP_BINDING, ({ frame }, violation: string) =>
    violations.push(`${frame.url()}: ${violation}`),
  );
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: string) => void>)[binding];
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
      report?.(
        `${event.disposition === 'report' ? 'reported' : 'blocked'} ${event.effectiveDirective} ` +
          `${event.blockedURI}${where}`,
      );
    });
  }, CSP_BINDING);
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
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      // browser.newPage opens its page through newContext too.
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await watchCsp(opened, violations);
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
