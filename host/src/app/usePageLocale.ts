import { useMessages } from '@thryve/shared';
import { useEffect, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

/** The visitor's preferred language (the browser's first), followed live when they change it. */
export function usePageLocale(): string {
  return useSyncExternalStore(
    subscribe,
    () => navigator.languages?.[0] ?? navigator.language,
    () => 'en',
  );
}

/** Keeps `<html lang>` on the language the host's screens show (English for a language without a catalogue). */
export function useDocumentLanguage(): void {
  const { locale } = useMessages();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
