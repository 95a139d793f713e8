/** The `/verify-email` page's English texts, loaded with the page (its buttons use the account screen's). */
export const VERIFY_EMAIL_EN_MESSAGES = {
  'host.verifyEmailTitle': 'Verify your email · Thryve Health',
  'host.verifyEmailHeading': 'Verify your email',
  'host.verifyEmailText': 'We sent a link to {email}. Follow it to verify your email address, then come back here.',
  'host.verifyEmailSendFailed': 'We couldn’t send the email. Please try again in a moment.',
  'host.verifyEmailCheckFailed': 'We couldn’t check your email right now. Please try again.',
};
