export { EMAIL_PATTERN, LIMITS, USERNAME_PATTERN } from './limits';
export { SIGN_UP_MESSAGES } from './messages';
export { parsePictureDataUrl, pictureSignatureMatches, type DecodedPicture } from './picture';
export { checkPictureFile, type PictureProblem } from './pictureFile';
export {
  SIGN_UP_FIELD_ORDER,
  createRegisterPayloadSchema,
  validateRegisterPayload,
  validateSignUpForm,
  type SignUpErrors,
  type SignUpField,
  type ValidationResult,
} from './signUpSchema';
export { EMPTY_SIGN_UP_FORM, toRegisterPayload, type SignUpFormValues } from './signUpForm';
export {
  PROFILE_FIELD_ORDER,
  createProfileUpdateSchema,
  validateProfileForm,
  validateProfileUpdatePayload,
  type ProfileErrors,
  type ProfileValidationResult,
} from './profileSchema';
export { type ProfileFormValues } from './profileForm';
export {
  EMPTY_PROFILE_COMPLETION_FORM,
  PROFILE_COMPLETION_FIELD_ORDER,
  validateProfileCompletion,
  validateProfileCompletionForm,
  validateRegistration,
  type ProfileCompletionErrors,
  type ProfileCompletionFormValues,
  type ProfileCompletionResult,
} from './profileCompletion';
export { localIsoDate } from './dates';
export { isPrintableText } from './text';
export { localizeFieldMessages, SUPPORTED_LOCALES } from './localizedErrors';
