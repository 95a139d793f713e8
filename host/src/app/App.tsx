import { AppRoutes } from './AppRoutes';
import './app.css';

// wouter on the browser's location (its default: no provider needed). The host's routing is four paths, two
// guards and a 404, with no loaders or actions: wouter does it in 2.8 KB br where react-router's declarative mode
// took 11.9 KB, on every page (bench/README.md, issue 16).
export function App() {
  return <AppRoutes />;
}
