import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './AppRoutes';
import './app.css';

// Declarative mode: the host uses no loaders, actions or fetchers, and a data router takes more of react-router
// onto every page, /signin included (bench/README.md).
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
