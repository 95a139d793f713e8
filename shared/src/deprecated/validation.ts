// `@thryve/shared/validation` as in 3.3: the contract's names, `@thryve/contract/validation` since 3.4. Kept so that a partner
// on 3.x changes nothing; removed in 4.0 (docs/embedding/upgrading.md).
export {
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  checkPictureFile,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  createProfileUpdateSchema,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  createRegisterPayloadSchema,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type DecodedPicture,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  EMAIL_PATTERN,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  EMPTY_PROFILE_COMPLETION_FORM,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  EMPTY_SIGN_UP_FORM,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  isPrintableText,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  LIMITS,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  localIsoDate,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  localizeFieldMessages,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  parsePictureDataUrl,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type PictureProblem,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  pictureSignatureMatches,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  PROFILE_COMPLETION_FIELD_ORDER,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  PROFILE_FIELD_ORDER,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type ProfileCompletionErrors,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type ProfileCompletionFormValues,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type ProfileCompletionResult,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type ProfileErrors,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type ProfileFormValues,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type ProfileValidationResult,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  SIGN_UP_FIELD_ORDER,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  SIGN_UP_MESSAGES,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type SignUpErrors,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type SignUpField,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type SignUpFormValues,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  SUPPORTED_LOCALES,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  toRegisterPayload,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  USERNAME_PATTERN,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  validateProfileCompletion,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  validateProfileCompletionForm,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  validateProfileForm,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  validateProfileUpdatePayload,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  validateRegisterPayload,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  validateRegistration,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  validateSignUpForm,
  /** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
  type ValidationResult,
} from '@thryve/contract/validation';
