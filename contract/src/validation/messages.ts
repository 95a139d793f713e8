import { EN_MESSAGES as EN } from '../i18n/messages.en';

/** Every sign-up validation message (spec section 5); the texts live in the one catalogue (i18n/messages.en.ts). */
export const SIGN_UP_MESSAGES = {
  nameRequired: EN['validation.nameRequired'],
  emailRequired: EN['validation.emailRequired'],
  emailInvalid: EN['validation.emailInvalid'],
  usernameRequired: EN['validation.usernameRequired'],
  usernameInvalid: EN['validation.usernameInvalid'],
  passwordRequired: EN['validation.passwordRequired'],
  passwordTooShort: EN['validation.passwordTooShort'],
  passwordsDoNotMatch: EN['validation.passwordsDoNotMatch'],
  birthdayNotBeforeToday: EN['validation.birthdayNotBeforeToday'],
  heightOutOfRange: EN['validation.heightOutOfRange'],
  weightOutOfRange: EN['validation.weightOutOfRange'],
  pictureTooLarge: EN['validation.pictureTooLarge'],
  pictureInvalidType: EN['validation.pictureInvalidType'],
  nameTooLong: EN['validation.nameTooLong'],
  emailTooLong: EN['validation.emailTooLong'],
  usernameTooLong: EN['validation.usernameTooLong'],
  passwordTooLong: EN['validation.passwordTooLong'],
  birthdayInvalid: EN['validation.birthdayInvalid'],
  nameInvalid: EN['validation.nameInvalid'],
  passwordInvalid: EN['validation.passwordInvalid'],
  // Checked by the API only (another account holds the name).
  usernameTaken: EN['validation.usernameTaken'],
} as const;
