import type { Locator, Page } from '@playwright/test';

export class HomePage {
  readonly logout: Locator;

  constructor(readonly page: Page) {
    this.logout = page.getByRole('button', { name: 'Logout' });
  }
}
