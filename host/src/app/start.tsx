import { preloadLocale } from '@thryve/contract';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';

import { preloadSignedInPage } from '../routes/signedInPages';
import { App } from './App';
import { pageLocale } from './usePageLocale';

/**
 * Starts the app in `root`: what the path needs first starts loading, and the app renders as a transition, which
 * React renders in slices of a few milliseconds (a single render would be one long task of the start-up).
 */
export function startApp(root: Root): void {
  preloadSignedInPage(window.location.pathname);
  // A visitor whose language is not English: its catalogue loads beside the remote's screens, not after them.
  void preloadLocale(pageLocale());
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
