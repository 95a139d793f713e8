/** The `/auth/action` page's English texts (the links of Firebase's mails), loaded with the page. */
export const EMAIL_ACTION_EN_MESSAGES = {
  'host.emailActionTitle': 'Your email · Thryve Health',
  'host.emailActionWorking': 'Checking your link…',
  'host.emailVerifiedHeading': 'Your email is verified',
  'host.emailVerifiedText': 'Thank you: your email address is confirmed.',
  'host.emailActionContinue': 'Continue',
  'host.setPasswordHeading': 'Set a password',
  'host.takenBackText':
    'Your email address is verified. This account was created with your address before it was confirmed, from a ' +
    'browser that is not signed in here, so it starts afresh: what was saved in it was removed and every device ' +
    'signed in to it was signed out. Choose a password for {email}.',
  'host.resetPasswordText': 'Choose a new password for your account.',
  'host.setPassword': 'Set password and sign in',
  'host.emailActionInvalidHeading': 'This link can’t be used',
  'host.emailActionInvalidText': 'This link has expired or has already been used.',
  'host.emailActionFailedHeading': 'Something went wrong',
  'host.emailActionFailed': 'We couldn’t check your link right now. Please try again.',
  'host.emailActionTryAgain': 'Try again',
  'host.emailActionSignIn': 'Go to sign in',
};
