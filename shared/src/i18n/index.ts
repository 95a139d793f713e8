export { LocalizationProvider, useMessages, type Localization, type Messages } from './localization';
