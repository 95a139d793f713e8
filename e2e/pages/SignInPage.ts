import { expect, type Locator, type Page } from '@playwright/test';

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

  /** Every element the spec lists on the screen (section 2), each visible, Remember me ticked. */
  async expectEveryElement() {
    await expect(this.email).toBeVisible();
    await expect(this.password).toHaveAttribute('type', 'password');
    await expect(this.rememberMe).toBeChecked();
    const forgot = { name: 'Forgot Password?' };
    await expect(this.page.getByRole('button', forgot).or(this.page.getByRole('link', forgot))).toBeVisible();
    await expect(this.submit).toBeVisible();
    await expect(this.google).toBeVisible();
    await expect(this.page.getByText("Don't have a Thryve Health account?")).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Create new account' })).toHaveAttribute('href', '/signup');
  }

  async signIn(email: string, password: string, options: { remember?: boolean } = {}) {
    await this.email.fill(email);
    await this.password.fill(password);
    if (options.remember === false) await this.rememberMe.uncheck();
    await this.submit.click();
  }
}
