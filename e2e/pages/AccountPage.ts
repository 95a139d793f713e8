import { expect, type Locator, type Page } from '@playwright/test';

/** The profile's fields on the account screen, by their labels (the sign-up screen's). */
interface ProfileValues {
  'First name': string;
  'Last name': string;
  Username: string;
  /** `YYYY-MM-DD`, or '' for none. */
  Birthday: string;
  'Height (inches)': string;
  'Weight (pounds)': string;
}

/**
 * The account screen (`auth_remote/UserProfile`), driven the way a person does: by role and label. `root` is what
 * holds the screen: the whole page in the Thryve host, the element a partner page mounted it into.
 */
export class AccountPage {
  readonly heading: Locator;
  readonly save: Locator;
  readonly saved: Locator;
  readonly emailStatus: Locator;
  readonly sendVerification: Locator;
  readonly checkVerification: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmNewPassword: Locator;
  readonly changePassword: Locator;
  readonly signOutEverywhere: Locator;
  readonly downloadData: Locator;
  readonly deleteAccount: Locator;
  /** The deletion's confirmation, its fields and its button. */
  readonly deleteDialog: Locator;
  readonly deletePassword: Locator;
  readonly deleteWord: Locator;
  readonly confirmDelete: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator | Page = page,
  ) {
    this.heading = root.getByRole('heading', { name: 'Account', exact: true });
    this.save = root.getByRole('button', { name: 'Save', exact: true });
    this.saved = root.getByRole('status').filter({ hasText: /^Saved$/ });
    this.emailStatus = root
      .getByRole('region', { name: 'Email address' })
      .getByRole('status')
      .filter({ hasText: /^(Not verified|Verified)$/ });
    this.sendVerification = root.getByRole('button', { name: 'Send verification email' });
    this.checkVerification = root.getByRole('button', { name: 'I’ve verified my email' });
    this.currentPassword = root.getByLabel('Current password', { exact: true });
    this.newPassword = root.getByLabel('New password', { exact: true });
    this.confirmNewPassword = root.getByLabel('Confirm new password', { exact: true });
    this.changePassword = root.getByRole('button', { name: 'Change password', exact: true });
    this.signOutEverywhere = root.getByRole('button', { name: 'Sign out of all devices' });
    this.downloadData = root.getByRole('button', { name: 'Download my data' });
    this.deleteAccount = root.getByRole('button', { name: 'Delete account', exact: true });
    this.deleteDialog = root.getByRole('dialog', { name: 'Delete your account?' });
    this.deletePassword = this.deleteDialog.getByLabel('Password', { exact: true });
    this.deleteWord = this.deleteDialog.getByLabel('Type DELETE to confirm', { exact: true });
    this.confirmDelete = this.deleteDialog.getByRole('button', { name: 'Delete my account' });
  }

  /** A profile field, by its label. */
  field(label: keyof ProfileValues): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** The Thryve host's `/account`, once the profile has loaded into its form. */
  async goto() {
    await this.page.goto('/account');
    await this.heading.waitFor();
    await this.field('First name').waitFor();
  }

  /** Fills these fields and saves; waits until the screen says it saved. */
  async saveProfile(values: Partial<ProfileValues>) {
    for (const [label, value] of Object.entries(values)) await this.field(label as keyof ProfileValues).fill(value);
    await this.save.click();
    await expect(this.saved).toBeVisible();
  }

  async fillPasswordChange(current: string, next: string, confirm = next) {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmNewPassword.fill(confirm);
  }

  /** Opens the deletion's confirmation and fills it (the button is left to the test). */
  async fillDeletion(password: string, word: string) {
    await this.deleteAccount.click();
    await this.deletePassword.fill(password);
    await this.deleteWord.fill(word);
  }
}
