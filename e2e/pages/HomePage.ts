import type { Locator, Page } from '@playwright/test';

export class HomePage {
  readonly logout: Locator;
  /** The way to the account screen (`/account`). */
  readonly account: Locator;

  constructor(readonly page: Page) {
    this.logout = page.getByRole('button', { name: 'Logout' });
    this.account = page.getByRole('link', { name: 'Account', exact: true });
  }

  /** The signed-in user's name, the page's heading. */
  name(displayName: string): Locator {
    return this.page.getByRole('heading', { name: displayName, exact: true });
  }
}
