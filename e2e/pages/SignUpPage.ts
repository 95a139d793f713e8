import type { Locator, Page } from '@playwright/test';

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  birthday?: string;
  height?: string;
  weight?: string;
}

export function newUser(email: string, overrides: Partial<NewUser> = {}): NewUser {
  const username = `u_${email
    .split('@')[0]
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(-12)}`;
  return { firstName: 'Ada', lastName: 'Lovelace', email, username, password: 'secret123', ...overrides };
}

export class SignUpPage {
  readonly heading: Locator;
  readonly create: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign up' });
    this.create = page.getByRole('button', { name: 'Create' });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async goto() {
    await this.page.goto('/signup');
    await this.heading.waitFor();
  }

  async fill(user: NewUser, confirmPassword = user.password) {
    await this.field('First name').fill(user.firstName);
    await this.field('Last name').fill(user.lastName);
    await this.field('Email').fill(user.email);
    await this.field('Username').fill(user.username);
    await this.field('Password').fill(user.password);
    await this.field('Confirm password').fill(confirmPassword);
    if (user.birthday) await this.field('Birthday').fill(user.birthday);
    if (user.height) await this.field('Height (inches)').fill(user.height);
    if (user.weight) await this.field('Weight (pounds)').fill(user.weight);
  }
}
