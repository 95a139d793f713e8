import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { authRemote } from './authRemote';
import { EmbedApp } from './EmbedApp';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <EmbedApp remote={authRemote} />
  </StrictMode>,
);
