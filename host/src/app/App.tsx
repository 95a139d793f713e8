import { createBrowserRouter, RouterProvider } from 'react-router';

import { appRoutes } from './routes';
import './app.css';

const router = createBrowserRouter(appRoutes);

export function App() {
  return <RouterProvider router={router} />;
}
