/** Every sign-up validation message, exactly as the specification words it (section 5). */
export const SIGN_UP_MESSAGES = {
  nameRequired: 'First and last name are required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  usernameRequired: 'Username is required',
  usernameInvalid: 'Username is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be greater than 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  birthdayNotBeforeToday: 'Birthday must be before today',
  heightOutOfRange: 'Height must be between 0 and 108 inches',
  weightOutOfRange: 'Weight must be between 0 and 1400 pounds',
  pictureTooLarge: 'Picture file size must be less than 5 MB',
  pictureInvalidType: 'Invalid file',
  // Not in the spec (it shows no upper limits): our own, worded like the spec's.
  nameTooLong: 'First and last name must be at most 100 characters',
  emailTooLong: 'Email must be at most 254 characters',
  usernameTooLong: 'Username must be at most 32 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  birthdayInvalid: 'Birthday is invalid',
  // Control characters and broken characters (issue 11). Email and username use their 'is invalid' message.
  nameInvalid: 'First and last name must contain only printable characters',
  passwordInvalid: 'Password must contain only printable characters',
} as const;
