// Every English text at once, the parts that load with their screen included: for tests and pseudo-locales
// (`@thryve/contract/locales/en`), never for a page (it loads the parts when a screen needs them).
export { ACCOUNT_EN_MESSAGES } from './messages.account.en';
export { API_EN_MESSAGES } from './messages.api.en';
export { EN_MESSAGES, type MessageCatalogue, type MessageId } from './messages.en';
