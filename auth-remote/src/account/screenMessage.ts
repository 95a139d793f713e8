import { type MessageId } from '@thryve/contract';
import { useMessages } from '@thryve/shared';
import { useCallback } from 'react';

/**
 * A message the account screen shows: one of its own catalogue ids, or an English text of the shared catalogues
 * (a validation rule, the error catalogue, an API answer), which `text` puts in the screen's language.
 */
export type ScreenMessage = { id: MessageId; values?: Record<string, string> } | { english: string };

export const english = (text: string): ScreenMessage => ({ english: text });

/** The text of a ScreenMessage in the screen's language and overrides. */
export function useSay(): (message: ScreenMessage | null | undefined) => string | undefined {
  const { t, text } = useMessages();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      return 'id' in message ? t(message.id, message.values) : text(message.english);
    },
    [t, text],
  );
}
