import { BrowserRouter } from 'react-router-dom';

import { AppRoutes } from './AppRoutes';
import './app.css';

// Declarative mode: the host uses no loaders, actions or fetchers, and a data router would bring more of
// react-router onto every page, /signin included.
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
