// `@thryve/shared` as in 3.3: the contract's names it exported, `@thryve/contract` since 3.4. Kept so that a partner
// on 3.x changes nothing; removed in 4.0 (docs/embedding/upgrading.md).
// Each name is declared on its own, typed as the contract's and bound to it (a class as a value and a type), not
// listed in `export { ... } from`: the declarations bundled for the published package keep the notes on declarations
// and drop those on such a list, and without its `@deprecated` note an editor does not strike a name through. The
// other files of this folder are written the same way.
import * as contract from '@thryve/contract';

/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AccountExport = contract.AccountExport;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AdminUserSummary = contract.AdminUserSummary;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type ApiErrorBody = contract.ApiErrorBody;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type ApiErrorCode = contract.ApiErrorCode;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export const AppError: typeof contract.AppError = contract.AppError;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AppError = contract.AppError;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AppErrorCode = contract.AppErrorCode;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AuthActions = contract.AuthActions;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AuthErrorCode = contract.AuthErrorCode;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AuthErrorEvent = contract.AuthErrorEvent;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AuthEvents = contract.AuthEvents;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AuthState = contract.AuthState;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type AuthUser = contract.AuthUser;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type EmailVerificationPayload = contract.EmailVerificationPayload;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type EmailVerificationResult = contract.EmailVerificationResult;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export const EN_MESSAGES: typeof contract.EN_MESSAGES = contract.EN_MESSAGES;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export const errorCode: typeof contract.errorCode = contract.errorCode;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export const isAppError: typeof contract.isAppError = contract.isAppError;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type MessageCatalogue = contract.MessageCatalogue;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type MessageId = contract.MessageId;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type MessagePart = contract.MessagePart;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type Passkey = contract.Passkey;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type PasskeySignInOptions = contract.PasskeySignInOptions;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export const preloadLocale: typeof contract.preloadLocale = contract.preloadLocale;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type ProfileCompletionPayload = contract.ProfileCompletionPayload;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type ProfileUpdatePayload = contract.ProfileUpdatePayload;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type RegisterPayload = contract.RegisterPayload;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type RevokeSessionsPayload = contract.RevokeSessionsPayload;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export const safeRedirect: typeof contract.safeRedirect = contract.safeRedirect;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type SessionListener = contract.SessionListener;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type SessionSnapshot = contract.SessionSnapshot;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type SessionStatus = contract.SessionStatus;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type SessionUser = contract.SessionUser;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type SignInErrorField = contract.SignInErrorField;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type SignUpErrorField = contract.SignUpErrorField;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export const SUPPORTED_LOCALES: typeof contract.SUPPORTED_LOCALES = contract.SUPPORTED_LOCALES;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type SupportedLocale = contract.SupportedLocale;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type UserProfile = contract.UserProfile;
/** @deprecated Import it from `@thryve/contract` (this re-export goes in 4.0). */
export type WeatherForecast = contract.WeatherForecast;
