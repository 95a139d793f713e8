// @thryve/contract: what the browser side and the API agree on, with no browser runtime (zod only): it runs in Node,
// in a browser and in a test alike. The root holds what the first screen needs (the redirect rule, the English root
// catalogue and its loading, the error class, the types); the route table (`/types`), the rules (with zod), the error
// catalogue and the other languages are subpaths, so that a page loads each only when it first needs it. The root is
// a federation singleton, shared whole: what it exports, every page carries.
export { safeRedirect } from './navigation/safeRedirect';
export {
  addEnglish,
  awaitsPart,
  fillPlaceholders,
  fulfilled,
  isMessageId,
  loadCatalogue,
  loadedCatalogue,
  loadPart,
  messageIdOf,
  preloadLocale,
  resolveLocale,
  SUPPORTED_LOCALES,
  type MessagePart,
  type SupportedLocale,
} from './i18n/catalogues';
export { EN_MESSAGES, type MessageCatalogue, type MessageId } from './i18n/messages.en';
export { AppError, errorCode, isAppError, type AppErrorCode } from './errors/AppError';
export type { ApiErrorCode } from './errors/apiErrorCodes';
export type { AuthErrorCode, AuthErrorEvent } from './errors/authErrors';
export type { SignInErrorField, SignUpErrorField } from './errors/authMessages';
export { lazyModule, type LazyModule } from './lib/lazyModule';
export type * from './types';
