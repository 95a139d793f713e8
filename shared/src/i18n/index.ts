export { EN_MESSAGES, type MessageCatalogue, type MessageId } from './messages.en';
export { LocalizationProvider, useMessages, type Localization, type Messages } from './localization';
