/**
 * The English message catalogue: every text the remote's screens show or announce, exactly as the specification
 * words it. Pure data (no React): the API imports the validation messages from here through the schema.
 * `{brandName}` is filled in by the screens. Overrides (`localization`) are keyed by these ids.
 */
export const EN_MESSAGES = {
  // Sign-in screen (spec section 2).
  'signIn.title': 'Sign in · {brandName}',
  'signIn.heading': 'Sign in',
  'signIn.email': 'Email',
  'signIn.password': 'Password',
  'signIn.rememberMe': 'Remember me',
  'signIn.forgotPassword': 'Forgot Password?',
  'signIn.submit': 'Sign in',
  'signIn.google': 'Continue with Google',
  'signIn.noAccount': "Don't have a {brandName} account?",
  'signIn.createAccount': 'Create new account',
  // Sign-up screen (spec section 2).
  'signUp.title': 'Sign up · {brandName}',
  'signUp.heading': 'Sign up',
  'signUp.uploadPicture': 'Upload profile picture',
  'signUp.picturePreview': 'Profile preview',
  'signUp.firstName': 'First name',
  'signUp.lastName': 'Last name',
  'signUp.email': 'Email',
  'signUp.username': 'Username',
  'signUp.password': 'Password',
  'signUp.confirmPassword': 'Confirm password',
  'signUp.birthday': 'Birthday',
  'signUp.height': 'Height (inches)',
  'signUp.weight': 'Weight (pounds)',
  'signUp.creating': 'Creating your account…',
  'signUp.back': 'Back',
  'signUp.submit': 'Create',
  // The password toggle: the visible word and the accessible name saying what a press will do.
  'password.show': 'Show',
  'password.hide': 'Hide',
  'password.showLabel': 'Show password',
  'password.hideLabel': 'Hide password',
  // Sign-up validation (spec section 5).
  'validation.nameRequired': 'First and last name are required',
  'validation.emailRequired': 'Email is required',
  'validation.emailInvalid': 'Email is invalid',
  'validation.usernameRequired': 'Username is required',
  'validation.usernameInvalid': 'Username is invalid',
  'validation.passwordRequired': 'Password is required',
  'validation.passwordTooShort': 'Password must be greater than 6 characters',
  'validation.passwordsDoNotMatch': 'Passwords do not match',
  'validation.birthdayNotBeforeToday': 'Birthday must be before today',
  'validation.heightOutOfRange': 'Height must be between 0 and 108 inches',
  'validation.weightOutOfRange': 'Weight must be between 0 and 1400 pounds',
  'validation.pictureTooLarge': 'Picture file size must be less than 5 MB',
  // Also the alert shown when a file of another type is picked (spec section 8).
  'validation.pictureInvalidType': 'Invalid file',
  // Not in the spec (it shows no upper limits): our own, worded like the spec's.
  'validation.nameTooLong': 'First and last name must be at most 100 characters',
  'validation.emailTooLong': 'Email must be at most 254 characters',
  'validation.usernameTooLong': 'Username must be at most 32 characters',
  'validation.passwordTooLong': 'Password must be at most 128 characters',
  'validation.birthdayInvalid': 'Birthday is invalid',
  // Control characters and broken characters (issue 11). Email and username use their 'is invalid' message.
  'validation.nameInvalid': 'First and last name must contain only printable characters',
  'validation.passwordInvalid': 'Password must contain only printable characters',
  // The API's answer when another account holds the username (checked on the server only).
  'validation.usernameTaken': 'Username is already taken',
  // The error catalogue (spec section 8).
  'error.incorrectCredentials': 'Incorrect username or password',
  'error.signInFailed': 'An error occurred. Please try again.',
  'error.emailAlreadyInUse': 'Email already in use',
  'error.weakPassword': 'Password is too weak',
  'error.signUpFailed': 'An unknown error occurred',
  // Beyond the spec: the neutral answer of 'Forgot Password?', the same whether or not the account exists.
  'error.resetSent': 'If an account exists for that email, we sent a link to reset your password.',
  'error.resetNeedsEmail': 'Enter your email address above, then choose Forgot Password? again.',
  // Beyond the spec: the sign-up rules load on demand (auth-remote/src/sign-up/signUpRules.ts); offline, they may not.
  'error.checksUnavailable': 'Your details could not be checked. Check your connection, then choose Create again.',
  // onError messages of Google sign-in (the screens only log these failures).
  'error.googleCancelled': 'Google sign-in was cancelled',
  'error.googleFailed': 'Google sign-in did not complete',
  // The host's screens (the brand in their titles is the host's own).
  'host.loading': 'Loading…',
  'host.tryAgain': 'Try again',
  'host.unavailableHeading': 'Sign-in is temporarily unavailable',
  'host.unavailableText': 'We can’t reach the sign-in service right now. Please try again in a moment.',
  'host.errorTitle': 'Something went wrong · Thryve Health',
  'host.errorHeading': 'Something went wrong',
  'host.errorText': 'An unexpected error stopped this page. Reloading usually helps.',
  'host.goHome': 'Go to the home page',
  'host.notFoundTitle': 'Page not found · Thryve Health',
  'host.notFoundHeading': 'Page not found',
  'host.notFoundText': 'There is nothing at this address.',
  'host.homeTitle': 'Home · Thryve Health',
  'host.welcome': 'Welcome',
  'host.registeredUsersLink': 'Registered users',
  'host.logout': 'Logout',
  'host.logoutFailed': 'Logout failed. Please try again.',
  'host.profileHeading': 'Your profile',
  'host.profileLoading': 'Loading your profile…',
  'host.profileFailed': 'We couldn’t load your profile.',
  'host.profileNotRegistered': 'Your account has not finished registration.',
  'host.avatar': 'Avatar of {username}',
  'host.username': 'Username',
  'host.birthday': 'Birthday',
  'host.height': 'Height',
  'host.heightValue': '{value} in',
  'host.weight': 'Weight',
  'host.weightValue': '{value} lb',
  'host.weatherHeading': 'Weather forecast',
  'host.weatherLoading': 'Loading the forecast…',
  'host.weatherFailed': 'We couldn’t load the forecast.',
  'host.weatherCaption': 'Sample forecast for the next days',
  'host.weatherDate': 'Date',
  'host.weatherSummary': 'Summary',
  'host.weatherCelsius': '°C',
  'host.weatherFahrenheit': '°F',
  'host.adminTitle': 'Registered users · Thryve Health',
  'host.backHome': 'Back to home',
  'host.adminHeading': 'Registered users',
  'host.adminLoading': 'Loading the users…',
  'host.adminFailed': 'We couldn’t load the users.',
  'host.adminEmpty': 'No users have registered yet.',
  'host.adminCaption': 'Registered users',
  'host.adminEmail': 'Email',
  'host.adminUsername': 'Username',
  'host.adminName': 'Name',
  'host.adminRegistered': 'Registered',
  // What a failed API call says when the API gave no code of its own.
  'api.unreachable': 'The Thryve service could not be reached. Check your connection and try again.',
  'api.unknown': 'Something went wrong on our side.',
} as const;

/** The id of a message: the key a `localization` override uses. */
export type MessageId = keyof typeof EN_MESSAGES;

/** A catalogue: a text for every id. */
export type MessageCatalogue = Record<MessageId, string>;
