import { useEffect } from 'react';

/** Sets the page title while the screen is shown and gives the host's title back afterwards. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
