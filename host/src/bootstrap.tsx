import { preloadLocale } from '@thryve/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { pageLocale } from './app/usePageLocale';
import { preloadSignedInPage } from './routes/signedInPages';

// Not from index.ts: what it loads there, the HTML preloads on every page (PreloadStartupChunksPlugin).
preloadSignedInPage(window.location.pathname);
// A visitor whose language is not English: its catalogue loads beside the remote's screens, not after them.
void preloadLocale(pageLocale());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
