import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { preloadSignedInPage } from './routes/signedInPages';

// Not from index.ts: what it loads there, the HTML preloads on every page (PreloadStartupChunksPlugin).
preloadSignedInPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
