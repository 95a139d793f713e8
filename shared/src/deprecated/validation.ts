// `@thryve/shared/validation` as in 3.3: the contract's names, `@thryve/contract/validation` since 3.4. Kept so that a
// partner on 3.x changes nothing; removed in 4.0 (docs/embedding/upgrading.md). Each name declared on its own, for its
// `@deprecated` note (see root.ts).
import * as contract from '@thryve/contract/validation';

/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const checkPictureFile: typeof contract.checkPictureFile = contract.checkPictureFile;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const createProfileUpdateSchema: typeof contract.createProfileUpdateSchema = contract.createProfileUpdateSchema;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const createRegisterPayloadSchema: typeof contract.createRegisterPayloadSchema =
  contract.createRegisterPayloadSchema;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type DecodedPicture = contract.DecodedPicture;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const EMAIL_PATTERN: typeof contract.EMAIL_PATTERN = contract.EMAIL_PATTERN;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const EMPTY_PROFILE_COMPLETION_FORM: typeof contract.EMPTY_PROFILE_COMPLETION_FORM =
  contract.EMPTY_PROFILE_COMPLETION_FORM;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const EMPTY_SIGN_UP_FORM: typeof contract.EMPTY_SIGN_UP_FORM = contract.EMPTY_SIGN_UP_FORM;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const isPrintableText: typeof contract.isPrintableText = contract.isPrintableText;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const LIMITS: typeof contract.LIMITS = contract.LIMITS;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const localIsoDate: typeof contract.localIsoDate = contract.localIsoDate;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const localizeFieldMessages: typeof contract.localizeFieldMessages = contract.localizeFieldMessages;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const parsePictureDataUrl: typeof contract.parsePictureDataUrl = contract.parsePictureDataUrl;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type PictureProblem = contract.PictureProblem;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const pictureSignatureMatches: typeof contract.pictureSignatureMatches = contract.pictureSignatureMatches;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const PROFILE_COMPLETION_FIELD_ORDER: typeof contract.PROFILE_COMPLETION_FIELD_ORDER =
  contract.PROFILE_COMPLETION_FIELD_ORDER;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const PROFILE_FIELD_ORDER: typeof contract.PROFILE_FIELD_ORDER = contract.PROFILE_FIELD_ORDER;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type ProfileCompletionErrors = contract.ProfileCompletionErrors;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type ProfileCompletionFormValues = contract.ProfileCompletionFormValues;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type ProfileCompletionResult = contract.ProfileCompletionResult;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type ProfileErrors = contract.ProfileErrors;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type ProfileFormValues = contract.ProfileFormValues;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type ProfileValidationResult = contract.ProfileValidationResult;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const SIGN_UP_FIELD_ORDER: typeof contract.SIGN_UP_FIELD_ORDER = contract.SIGN_UP_FIELD_ORDER;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const SIGN_UP_MESSAGES: typeof contract.SIGN_UP_MESSAGES = contract.SIGN_UP_MESSAGES;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type SignUpErrors = contract.SignUpErrors;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type SignUpField = contract.SignUpField;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type SignUpFormValues = contract.SignUpFormValues;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const SUPPORTED_LOCALES: typeof contract.SUPPORTED_LOCALES = contract.SUPPORTED_LOCALES;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const toRegisterPayload: typeof contract.toRegisterPayload = contract.toRegisterPayload;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const USERNAME_PATTERN: typeof contract.USERNAME_PATTERN = contract.USERNAME_PATTERN;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const validateProfileCompletion: typeof contract.validateProfileCompletion = contract.validateProfileCompletion;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const validateProfileCompletionForm: typeof contract.validateProfileCompletionForm =
  contract.validateProfileCompletionForm;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const validateProfileForm: typeof contract.validateProfileForm = contract.validateProfileForm;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const validateProfileUpdatePayload: typeof contract.validateProfileUpdatePayload =
  contract.validateProfileUpdatePayload;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const validateRegisterPayload: typeof contract.validateRegisterPayload = contract.validateRegisterPayload;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const validateRegistration: typeof contract.validateRegistration = contract.validateRegistration;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export const validateSignUpForm: typeof contract.validateSignUpForm = contract.validateSignUpForm;
/** @deprecated Import it from `@thryve/contract/validation` (this re-export goes in 4.0). */
export type ValidationResult = contract.ValidationResult;
