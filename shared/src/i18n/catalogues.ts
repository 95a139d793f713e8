// React-free. The English catalogue is part of every screen; other languages load when a screen first asks for one,
// so that a page in English carries no other language's texts (contract 3.0).
import { lazyModule } from '../session/lazyModule';
import { EN_MESSAGES, type MessageCatalogue, type MessageId } from './messages.en';

/** A language a catalogue ships for, by BCP 47 language subtag. Another language: pass a `localization`. */
export type SupportedLocale = 'en' | 'es';

export const SUPPORTED_LOCALES: SupportedLocale[] = ['en', 'es'];

const DEFAULT_LOCALE: SupportedLocale = 'en';

/**
 * A part of the English catalogue that loads with the screen that shows it (other languages' catalogues are whole:
 * they load on demand anyway).
 */
export type MessagePart = 'account';

/** A message id of a part that may not have loaded yet (a `localization` may name it before it has). */
const PART_ID = /^account\.\w+$/;

// Spanish as a chunk of its own (of whichever build provides `@thryve/shared`); one that cannot load (offline, a
// deployment gone) shows English rather than an error. English grows by its parts; the English of an id whose
// part has not loaded is the id.
const spanish = lazyModule<{ ES_MESSAGES: MessageCatalogue }, Partial<MessageCatalogue>>(
  () => import(/* webpackChunkName: "thryve-locale-es" */ './messages.es'),
  (module) => module.ES_MESSAGES,
  'the Spanish texts',
  EN_MESSAGES,
);
const withAccount = lazyModule(
  () => import(/* webpackChunkName: "thryve-messages-account" */ './messages.account.en'),
  (module): Partial<MessageCatalogue> => ({ ...EN_MESSAGES, ...module.ACCOUNT_EN_MESSAGES }),
  "the account screen's texts",
);

/** The catalogue for a BCP 47 tag by its language subtag (`es-MX` -> `es`); unknown or none -> English. */
export function resolveLocale(tag: string | null | undefined): SupportedLocale {
  const language = (tag ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (SUPPORTED_LOCALES as string[]).includes(language) ? (language as SupportedLocale) : DEFAULT_LOCALE;
}

/** The catalogue of `locale` if it is in memory (English always is, with the parts loaded so far). */
export function loadedCatalogue(locale: SupportedLocale): Partial<MessageCatalogue> | undefined {
  return locale === 'es' ? (spanish.loaded() ?? undefined) : (withAccount.loaded() ?? EN_MESSAGES);
}

/** The catalogue of `locale`, loading it once (Spanish; English is always in memory). Never rejects. */
export function loadCatalogue(locale: SupportedLocale): Promise<Partial<MessageCatalogue>> {
  return locale === 'es' ? spanish.load() : Promise.resolve(loadedCatalogue(locale) as Partial<MessageCatalogue>);
}

const PARTS: Record<MessagePart, typeof withAccount> = { account: withAccount };

/** Whether English has `part`'s texts. */
export const hasPart = (part: MessagePart): boolean => PARTS[part].loaded() !== null;

/** Adds `part`'s English texts to the English catalogue (once). Rejects with `AppError` when they cannot load. */
export const loadPart = (part: MessagePart): Promise<unknown> => PARTS[part].load();

/**
 * Loads the catalogue a BCP 47 tag shows (`'es-MX'` -> Spanish; English and unknown languages: nothing to load),
 * and in English the `parts` asked for. A page that knows its language, or that it will show the account screen,
 * calls it at start, so that those screens show without waiting for their texts.
 */
export async function preloadLocale(tag: string | null | undefined, parts: MessagePart[] = []): Promise<void> {
  const locale = resolveLocale(tag);
  await Promise.all([loadCatalogue(locale), ...(locale === 'en' ? parts.map(loadPart) : [])]);
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
  return Object.hasOwn(EN_MESSAGES, id) || PART_ID.test(id);
}
