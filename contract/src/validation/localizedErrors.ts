// For servers: every catalogue in memory at once, so that an answer is translated without waiting.
import { messageIdOf, resolveLocale, SUPPORTED_LOCALES, type SupportedLocale } from '../i18n/catalogues';
import { EN_MESSAGES, type MessageCatalogue } from '../i18n/messages.en';
import { ES_MESSAGES } from '../i18n/messages.es';

/** The languages of the catalogues (BCP 47 language subtags), for a server's content negotiation. */
export { SUPPORTED_LOCALES };

// Only validation texts are looked up here: English needs none of its parts.
const CATALOGUES: Record<SupportedLocale, Partial<MessageCatalogue>> = { en: EN_MESSAGES, es: ES_MESSAGES };

/**
 * Field messages (English, from the rules) in the language of a BCP 47 tag: the API answers a validation failure in
 * its caller's language with the screens' catalogue. Unknown language -> English.
 */
export function localizeFieldMessages(errors: Record<string, string>, locale: string | undefined) {
  const catalogue = CATALOGUES[resolveLocale(locale)];
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      const id = messageIdOf(text);
      return [field, (id && catalogue[id]) ?? text];
    }),
  );
}
