// React-free: the API imports these (through @thryve/shared/validation) to answer in the caller's language.
import { EN_MESSAGES, type MessageCatalogue, type MessageId } from './messages.en';
import { ES_MESSAGES } from './messages.es';

/** Every shipped catalogue, by BCP 47 language subtag. Another language: pass a `localization` (docs/embedding.md). */
export const CATALOGUES = { en: EN_MESSAGES, es: ES_MESSAGES } as const satisfies Record<string, MessageCatalogue>;

export type SupportedLocale = keyof typeof CATALOGUES;

const DEFAULT_LOCALE: SupportedLocale = 'en';

export const SUPPORTED_LOCALES = Object.keys(CATALOGUES) as SupportedLocale[];

/** The catalogue for a BCP 47 tag by its language subtag (`es-MX` -> `es`); unknown or none -> English. */
export function resolveLocale(tag: string | null | undefined): SupportedLocale {
  const language = (tag ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return Object.prototype.hasOwnProperty.call(CATALOGUES, language) ? (language as SupportedLocale) : DEFAULT_LOCALE;
}

/**
 * English text -> id, for the messages that travel as English text: the validation rules (shared with the API),
 * the error catalogue and the host's API error texts. Their English texts are unique, so the id is too.
 */
const ID_OF_TEXT = new Map<string, MessageId>(
  (Object.entries(EN_MESSAGES) as [MessageId, string][])
    .filter(([id]) => /^(validation|error|api)\./.test(id))
    .map(([id, text]) => [text, id]),
);

/** The id of a message that arrived as its English text, if it is one of the catalogue's. */
export function messageIdOf(english: string): MessageId | undefined {
  return ID_OF_TEXT.get(english);
}

/**
 * `{name}` placeholders of `template` filled from `values` (an unknown name stays as written). Only the values' own
 * keys count: `{constructor}` in a host's text is not Object's constructor.
 */
export function fillPlaceholders(template: string, values?: Record<string, string>): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

/** Whether `id` is a message id of the catalogues (an own key: `constructor` or `__proto__` is none). */
export function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(EN_MESSAGES, id);
}

/** An English catalogue message in `locale`'s catalogue; any other text unchanged. */
export function translateText(english: string, locale: SupportedLocale): string {
  const id = messageIdOf(english);
  return id ? CATALOGUES[locale][id] : english;
}
