import { lazy } from 'react';

import { paths } from '../app/paths';

// The pages of a signed-in user are not part of the sign-in and sign-up screens: they load on demand, and
// AppRoutes shows the loading text meanwhile.
const load = {
  [paths.home]: () => import(/* webpackChunkName: "home" */ './HomePage'),
  [paths.admin]: () => import(/* webpackChunkName: "admin" */ './admin/AdminPage'),
  [paths.account]: () => import(/* webpackChunkName: "account" */ './account/AccountPage'),
  [paths.verifyEmail]: () => import(/* webpackChunkName: "verify-email" */ './verify-email/VerifyEmailPage'),
  [paths.emailAction]: () => import(/* webpackChunkName: "email-action" */ './email-action/EmailActionPage'),
};

export const HomePage = lazy(() => load[paths.home]().then((page) => ({ default: page.HomePage })));
export const AdminPage = lazy(() => load[paths.admin]().then((page) => ({ default: page.AdminPage })));
export const AccountPage = lazy(() => load[paths.account]().then((page) => ({ default: page.AccountPage })));
export const VerifyEmailPage = lazy(() =>
  load[paths.verifyEmail]().then((page) => ({ default: page.VerifyEmailPage })),
);
// Signed in or not: the mail's link is opened wherever its owner reads it.
export const EmailActionPage = lazy(() =>
  load[paths.emailAction]().then((page) => ({ default: page.EmailActionPage })),
);

/**
 * Starts loading the page of this path, if it is a signed-in one, as the app starts (app/start.tsx): by the time
 * the auth state says who is there, the page is in. A failure here is left to the page's own load (and its error
 * screen), which tries again.
 */
export function preloadSignedInPage(pathname: string): void {
  // Every path starts with '/', so none is a name the object inherits.
  const page = (load as Record<string, () => Promise<unknown>>)[pathname];
  page?.().catch(() => undefined);
}
