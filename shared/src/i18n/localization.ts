import {
  awaitsPart,
  fillPlaceholders,
  fulfilled,
  isMessageId,
  loadCatalogue,
  loadedCatalogue,
  loadPart,
  messageIdOf,
  resolveLocale,
  type MessageCatalogue,
  type MessageId,
  type MessagePart,
} from '@thryve/contract';
import {
  createContext,
  createElement,
  use,
  useContext,
  useDeferredValue,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

/** Overrides of any message, by id (`localization` of AuthProvider, SignIn, SignUp and mount). */
export type Localization = Partial<Record<MessageId, string>>;

/** What is in force: the locale asked for (BCP 47, or none: English) and the overrides, outer ones merged first. */
interface LocalizationState {
  locale?: string;
  overrides: Localization;
}

const LocalizationContext = createContext<LocalizationState>({ overrides: {} });
LocalizationContext.displayName = 'ThryveLocalizationContext';

export interface Messages {
  /**
   * The tag for `Intl`: the one asked for (canonical, e.g. `es-MX`; a language we ship no catalogue for too, for a
   * host that gives its own as `localization`), else `en`.
   */
  locale: string;
  /** The same for a `lang` attribute, but only when a locale was asked for: else the host page's language stands. */
  lang: string | undefined;
  /** The text of `id` (an override, else the locale's catalogue), with `{name}` placeholders filled from `values`. */
  t(id: MessageId, values?: Record<string, string>): string;
  /** A message that arrived as English text (a validation or error message), in force; other text unchanged. */
  text(english: string): string;
  /** A calendar date `YYYY-MM-DD` as the locale writes it (the day as given, whatever the time zone). */
  formatDate(isoDate: string): string;
  /** A number as the locale writes it. */
  formatNumber(value: number): string;
}

/** The tag asked for, canonical (`es-mx` -> `es-MX`: its region's formats); none or not a valid tag: undefined. */
function canonicalTag(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

function createMessages(
  { locale: asked, overrides }: LocalizationState,
  catalogue: Partial<MessageCatalogue>,
): Messages {
  const lang = canonicalTag(asked);
  const locale = lang ?? 'en';
  // Made on first use: most screens format nothing, and every useMessages() has its own Messages.
  let dates: Intl.DateTimeFormat | undefined;
  let numbers: Intl.NumberFormat | undefined;
  // Own keys only: an id from an untyped caller (`constructor`, `toString`) is no message and shows as itself.
  const t = (id: MessageId, values?: Record<string, string>) =>
    isMessageId(id) ? fillPlaceholders(overrides[id] ?? catalogue[id] ?? id, values) : id;
  return {
    locale,
    lang,
    t,
    // A text this catalogue lacks (English without its part, Spanish that could not load) stays the English it came as.
    text: (english) => {
      const id = messageIdOf(english);
      return id ? (overrides[id] ?? catalogue[id] ?? english) : english;
    },
    formatDate: (isoDate) => {
      const date = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T00:00:00Z`) : null;
      if (!date || Number.isNaN(date.getTime())) return isoDate;
      dates ??= new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
      return dates.format(date);
    },
    formatNumber: (value) => (numbers ??= new Intl.NumberFormat(locale)).format(value),
  };
}

/**
 * The overrides a host gave that name a message: own keys that are message ids, with text values. Anything else
 * (`constructor`, `__proto__`, a misspelt id, a number) is left out, never looked up on a prototype.
 */
function messageOverrides(localization: unknown): Localization {
  if (typeof localization !== 'object' || localization === null) return {};
  return Object.fromEntries(
    Object.entries(localization).filter(([id, text]) => isMessageId(id) && typeof text === 'string'),
  ) as Localization;
}

/** Inner options win: its own locale if given (else the outer one), its overrides over the outer ones. */
function useMerged(locale: string | undefined, localization: Localization | undefined): LocalizationState {
  const outer = useContext(LocalizationContext);
  // Hosts often pass an inline object: a new value only when the content changes.
  const key = localization === undefined ? null : JSON.stringify(localization);
  return useMemo(
    () => ({
      locale: locale ?? outer.locale,
      overrides: key === null ? outer.overrides : { ...outer.overrides, ...messageOverrides(JSON.parse(key)) },
    }),
    [outer, locale, key],
  );
}

/** Puts `locale` and `localization` in force for its children, over the outer ones. */
export function LocalizationProvider({
  locale,
  localization,
  children,
}: {
  locale?: string;
  localization?: Localization;
  children?: ReactNode;
}) {
  const value = useMerged(locale, localization);
  return createElement(LocalizationContext.Provider, { value }, children);
}

/**
 * The `use` sites of a component instance whose render waited for a promise there (each site's token). React replays
 * a render that waited, once the promise is fulfilled, with the hooks it had made so far; the replay must call `use`
 * where the first attempt did, or React takes the hooks after it for updates of hooks never made (React error 467,
 * seen as 520 in a hydration). Any other render takes what is loaded without `use`: React's `act` finishes no
 * render that used a promise, even a fulfilled one, unless awaited (a host's tests).
 */
const waitedAt = new WeakSet<object>();

const newWaitSites = () => ({ catalogue: {}, part: {} });

/** For a site that waited for a part and is asked for none now: fulfilled, and says so, so `use` goes on at once. */
const NOTHING_TO_LOAD: Promise<unknown> = fulfilled(undefined);

/** `loaded` if it is here (and this site never waited), else `load()`'s value through React's `use`. */
function useLoaded<T>(site: object, loaded: T | undefined, load: () => Promise<T>): T {
  if (loaded !== undefined && !waitedAt.has(site)) return loaded;
  waitedAt.add(site);
  return use(load());
}

/**
 * The messages of a screen: its own `locale` and `localization` over the provider's, over the catalogue. A locale's
 * catalogue other than English loads on first use (once per page), as does a `part` of English (the account
 * screen's texts). A screen first shown in it suspends meanwhile, so it never shows in another language first; a
 * screen whose locale changes keeps its language until the new one is in (a deferred value), so it never blanks
 * either. A screen that asks for a part renders its children once it is in: they need not ask. A catalogue that
 * cannot load shows English (with the part asked for), without asking for it again on every render.
 */
export function useMessages(localization?: Localization, locale?: string, part?: MessagePart): Messages {
  const { overrides, locale: asked } = useMerged(locale, localization);
  const shown = useDeferredValue(asked);
  const language = resolveLocale(shown);
  const [sites] = useState(newWaitSites);
  const catalogue = useLoaded(sites.catalogue, loadedCatalogue(language), () => loadCatalogue(language));
  const waitsForPart = part !== undefined && awaitsPart(catalogue, part);
  useLoaded(sites.part, waitsForPart ? undefined : true, () => (part ? loadPart(part) : NOTHING_TO_LOAD));
  return useMemo(() => createMessages({ locale: shown, overrides }, catalogue), [shown, overrides, catalogue]);
}
