import { SUPPORTED_LOCALES } from '@thryve/contract';
import { useMessages } from '@thryve/shared';
import { useEffect, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('languagechange', onChange);
  return () => window.removeEventListener('languagechange', onChange);
}

const shipped = (tag: string) => (SUPPORTED_LOCALES as string[]).includes(tag.split(/[-_]/)[0].toLowerCase());

/**
 * The visitor's preferred language that the screens speak (the browser's first with a catalogue, e.g. `es-MX`;
 * none: `en`), followed live when they change it.
 */
export function pageLocale(): string {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return preferred.find(shipped) ?? 'en';
}

export function usePageLocale(): string {
  return useSyncExternalStore(subscribe, pageLocale, () => 'en');
}

/** Keeps `<html lang>` on the language the host's screens show. */
export function useDocumentLanguage(): void {
  const { locale } = useMessages();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
