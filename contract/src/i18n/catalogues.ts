// React-free. English is part of every screen, but for its parts: the account screen's texts load with that screen,
// the API's error texts with the error catalogue. Other languages load when a screen first asks for one, so that a
// page in English carries no other language's texts (contract 3.0).
import { lazyModule } from '../lib/lazyModule';
import { EN_MESSAGES, type MessageCatalogue, type MessageId } from './messages.en';

/** A language a catalogue ships for, by BCP 47 language subtag. Another language: pass a `localization`. */
export type SupportedLocale = 'en' | 'es';

/** The shipped languages, the default first (the prerendered screens and the page server rely on its place). */
export const SUPPORTED_LOCALES: SupportedLocale[] = ['en', 'es'];

const DEFAULT_LOCALE: SupportedLocale = SUPPORTED_LOCALES[0];

/**
 * A part of the English catalogue that loads with the screen that shows it (other languages' catalogues are whole:
 * they load on demand anyway).
 */
export type MessagePart = 'account';

/**
 * A message id whose English may not be in this catalogue: a part's that may not have loaded yet (the account
 * screen's, the API's error texts), or a text of the Thryve host's signed-in pages (`host.*`, which the host keeps).
 * A `localization` may name any of them.
 */
const PART_ID = /^(account|api|host)\.\w+$/;

/**
 * The messages that travel as English text: the validation rules (shared with the API), the error catalogue and the
 * API's error texts. Their English texts are unique, so each text gives one id.
 */
const TRAVELS_AS_TEXT = /^(validation|error|api)\./;

// English as far as it is in memory: the root texts and the parts added so far. One object that grows, so that a
// screen's messages (which look texts up when asked) and a Spanish fallback given earlier show a part once it is in.
const english: Partial<MessageCatalogue> = { ...EN_MESSAGES };
const idOfText = new Map<string, MessageId>();

function learnTexts(texts: Partial<MessageCatalogue>): void {
  for (const [id, text] of Object.entries(texts) as [MessageId, string][]) {
    if (TRAVELS_AS_TEXT.test(id)) idOfText.set(text, id);
  }
}
learnTexts(EN_MESSAGES);

/**
 * Adds a part's English texts to the catalogue in memory (the error catalogue adds the API's when it loads). The
 * screens then show them, and recognise them when they arrive as English text, like the root texts.
 */
export function addEnglish(texts: Partial<MessageCatalogue>): void {
  Object.assign(english, texts);
  learnTexts(texts);
}

// Spanish as a chunk of its own (of whichever build provides `@thryve/shared`). One that cannot load (offline, a
// deployment gone) gives English rather than an error, and that answer is kept: a screen rendered again gets it at
// once instead of requesting the chunk again (on every render). `preloadLocale` tries the chunk again.
const spanish = lazyModule(
  () => import(/* webpackChunkName: "thryve-locale-es" */ './messages.es'),
  (module): Partial<MessageCatalogue> => module.ES_MESSAGES,
  'the Spanish texts',
);
let loadingSpanish: Promise<Partial<MessageCatalogue>> | null = null;
let spanishFailed = false;

function loadSpanish(): Promise<Partial<MessageCatalogue>> {
  if (!loadingSpanish) {
    const loading = spanish.load().catch(() => {
      spanishFailed = true;
      return english;
    });
    // Marked for React's `use` as soon as it settles (before any caller that waits for it resumes): a screen
    // rendered after a preload shows at once, without suspending.
    void loading.then((catalogue) => Object.assign(loading, { status: 'fulfilled', value: catalogue }));
    loadingSpanish = loading;
  }
  return loadingSpanish;
}

/** Forgets a failed load of Spanish, so that the next request tries the chunk again. */
function retrySpanish(): void {
  if (!spanishFailed) return;
  spanishFailed = false;
  loadingSpanish = null;
}

const withAccount = lazyModule(
  () => import(/* webpackChunkName: "thryve-messages-account" */ './messages.account.en'),
  (module): Partial<MessageCatalogue> => {
    addEnglish(module.ACCOUNT_EN_MESSAGES);
    return module.ACCOUNT_EN_MESSAGES;
  },
  "the account screen's texts",
);

/** The catalogue for a BCP 47 tag by its language subtag (`es-MX` -> `es`); unknown or none -> English. */
export function resolveLocale(tag: string | null | undefined): SupportedLocale {
  const language = (tag ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return (SUPPORTED_LOCALES as string[]).includes(language) ? (language as SupportedLocale) : DEFAULT_LOCALE;
}

/** The catalogue of `locale` if it is in memory (English always is, with the parts added so far). */
export function loadedCatalogue(locale: SupportedLocale): Partial<MessageCatalogue> | undefined {
  return locale === 'es' ? (spanish.loaded() ?? undefined) : english;
}

/**
 * A promise already fulfilled with `value` that says so as React's `use` reads it (`status`, `value`): `use` gives
 * the value at once, without suspending.
 */
export function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

const ENGLISH_LOADED = fulfilled<Partial<MessageCatalogue>>(english);

/**
 * The catalogue of `locale`, loading it once (Spanish; English is always in memory): the same promise for every
 * caller, so that a screen can suspend on it with `use`, and, once it is in, one `use` gives at once (React marks the
 * promise it waited for). Never rejects: Spanish that cannot load gives English.
 */
export function loadCatalogue(locale: SupportedLocale): Promise<Partial<MessageCatalogue>> {
  return locale === 'es' ? loadSpanish() : ENGLISH_LOADED;
}

const PARTS: Record<MessagePart, typeof withAccount> = { account: withAccount };

/** Whether a screen showing `catalogue` waits for `part`: English (asked, or Spanish that cannot load) without it. */
export const awaitsPart = (catalogue: Partial<MessageCatalogue>, part: MessagePart): boolean =>
  catalogue === english && PARTS[part].loaded() === null;

/** Adds `part`'s English texts to the English catalogue (once). Rejects with `AppError` when they cannot load. */
export const loadPart = (part: MessagePart): Promise<unknown> => PARTS[part].load();

/**
 * Loads the catalogue a BCP 47 tag shows (`'es-MX'` -> Spanish; English and unknown languages: nothing to load),
 * and in English the `parts` asked for. A page that knows its language, or that it will show the account screen,
 * calls it at start, so that those screens show without waiting for their texts. Spanish that could not load is
 * tried again.
 */
export async function preloadLocale(tag: string | null | undefined, parts: MessagePart[] = []): Promise<void> {
  const locale = resolveLocale(tag);
  if (locale === 'es') retrySpanish();
  await Promise.all([loadCatalogue(locale), ...(locale === 'en' ? parts.map(loadPart) : [])]);
}

/** The id of a message that arrived as its English text, if it is one of the catalogue's in memory. */
export function messageIdOf(text: string): MessageId | undefined {
  return idOfText.get(text);
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
