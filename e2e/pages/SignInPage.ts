import type { Locator, Page } from '@playwright/test';

/** The sign-in screen, driven the way a person does: by role and label. */
export class SignInPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly submit: Locator;
  readonly google: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in' });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
    this.google = page.getByRole('button', { name: 'Continue with Google' });
  }

  async goto(path = '/signin') {
    await this.page.goto(path);
    await this.heading.waitFor();
  }

  async signIn(email: string, password: string, options: { remember?: boolean } = {}) {
    await this.email.fill(email);
    await this.password.fill(password);
    if (options.remember === false) await this.rememberMe.uncheck();
    await this.submit.click();
  }
}
