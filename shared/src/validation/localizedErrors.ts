import { resolveLocale, translateText } from '../i18n/catalogues';

/** The languages of the catalogues (BCP 47 language subtags), for a server's content negotiation. */
export { SUPPORTED_LOCALES } from '../i18n/catalogues';

/**
 * Field messages (English, from the rules) in the language of a BCP 47 tag: the API answers a validation failure in
 * its caller's language with the screens' catalogue. Unknown language -> English.
 */
export function localizeFieldMessages(errors: Record<string, string>, locale: string | undefined) {
  const language = resolveLocale(locale);
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translateText(text, language)]));
}
