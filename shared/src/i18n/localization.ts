import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';

import { EN_MESSAGES, type MessageId } from './messages.en';

/** Overrides of any message, by id (`localization` of AuthProvider, SignIn, SignUp and mount). */
export type Localization = Partial<Record<MessageId, string>>;

/** The overrides in force: an AuthProvider's, merged over any outer one's. */
const LocalizationContext = createContext<Localization>({});
LocalizationContext.displayName = 'ThryveLocalizationContext';

/**
 * English text -> id, for the messages that reach the screens as text: the validation rules (shared with the API,
 * which answers in English), the error catalogue and the host's API error texts. Their English texts are unique, so the id is too.
 */
const ID_OF_TEXT = new Map<string, MessageId>(
  (Object.entries(EN_MESSAGES) as [MessageId, string][])
    .filter(([id]) => /^(validation|error|api)\./.test(id))
    .map(([id, text]) => [text, id]),
);

function fill(template: string, values: Record<string, string> | undefined): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export interface Messages {
  /** The text of `id` (an override, else English), with `{name}` placeholders filled from `values`. */
  t(id: MessageId, values?: Record<string, string>): string;
  /** A message that arrived as English text (a validation or error message): its override, else the text itself. */
  text(english: string): string;
}

function createMessages(localization: Localization): Messages {
  const t = (id: MessageId, values?: Record<string, string>) => fill(localization[id] ?? EN_MESSAGES[id], values);
  return {
    t,
    text: (english) => {
      const id = ID_OF_TEXT.get(english);
      return id ? t(id) : english;
    },
  };
}

/** Puts `localization` in force for its children, over any outer overrides. */
export function LocalizationProvider({
  localization,
  children,
}: {
  localization?: Localization;
  children?: ReactNode;
}) {
  const outer = useContext(LocalizationContext);
  // Hosts often pass an inline object: a new value only when the content changes.
  const key = localization === undefined ? null : JSON.stringify(localization);
  const value = useMemo(
    () => (key === null ? outer : { ...outer, ...(JSON.parse(key) as Localization) }),
    [outer, key],
  );
  return createElement(LocalizationContext.Provider, { value }, children);
}

/** The messages of a screen: its own `localization` over the provider's, over English. */
export function useMessages(localization?: Localization): Messages {
  const inherited = useContext(LocalizationContext);
  const key = localization === undefined ? null : JSON.stringify(localization);
  return useMemo(
    () => createMessages(key === null ? inherited : { ...inherited, ...(JSON.parse(key) as Localization) }),
    [inherited, key],
  );
}
