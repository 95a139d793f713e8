/** Business constants of spec section 9, plus the limits the spec leaves to us ("not shown"). */
export const LIMITS = {
  passwordMinLength: 6,
  heightMinInches: 0,
  heightMaxInches: 108,
  weightMinPounds: 0,
  weightMaxPounds: 1400,
  pictureMaxBytes: 5 * 1024 * 1024,
  pictureTypes: ['image/jpeg', 'image/png'] as readonly string[],
  // Not in the spec: bounds that keep a row sane and the database safe.
  nameMaxLength: 100,
  emailMaxLength: 254,
  usernameMaxLength: 32,
  passwordMaxLength: 128,
} as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
