import { lazy } from 'react';

import { paths } from '../app/paths';

// The pages of a signed-in user are not part of the sign-in and sign-up screens (they were 1.1 KB br of those
// pages' first load, bench/README.md): they load on demand, and AppRoutes shows the loading text meanwhile.
const load = {
  home: () => import(/* webpackChunkName: "home" */ './HomePage'),
  admin: () => import(/* webpackChunkName: "admin" */ './admin/AdminPage'),
};

export const HomePage = lazy(() => load.home().then((page) => ({ default: page.HomePage })));
export const AdminPage = lazy(() => load.admin().then((page) => ({ default: page.AdminPage })));

/**
 * Starts loading the page of this path, if it is a signed-in one, as the app starts (bootstrap.tsx): by the time
 * the auth state says who is there, the page is in. A failure here is left to the page's own load (and its error
 * screen), which tries again.
 */
export function preloadSignedInPage(pathname: string): void {
  const page = pathname === paths.home ? load.home : pathname === paths.admin ? load.admin : null;
  page?.().catch(() => undefined);
}
