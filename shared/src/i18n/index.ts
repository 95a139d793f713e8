export { EN_MESSAGES, type MessageCatalogue, type MessageId } from './messages.en';
export { preloadLocale, SUPPORTED_LOCALES, type MessagePart, type SupportedLocale } from './catalogues';
export { LocalizationProvider, useMessages, type Localization, type Messages } from './localization';
