export { EN_MESSAGES, type MessageCatalogue, type MessageId } from './messages.en';
export { ES_MESSAGES } from './messages.es';
export { SUPPORTED_LOCALES, type SupportedLocale } from './catalogues';
export { LocalizationProvider, useMessages, type Localization, type Messages } from './localization';
