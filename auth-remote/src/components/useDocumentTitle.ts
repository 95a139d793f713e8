import { useEffect } from 'react';

/**
 * Sets the page title while the screen is shown and gives the host's title back afterwards, only when the host asked
 * for it (`documentTitle`): on a partner's page the title is the page's own.
 */
export function useDocumentTitle(title: string, enabled = false): void {
  useEffect(() => {
    if (!enabled) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title, enabled]);
}
