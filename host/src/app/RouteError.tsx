import { useMessages } from '@thryve/shared';

import { Page } from '../components/Page';
import { usePageLocale } from './usePageLocale';

/** Last resort for an error no screen handled: the app stays up and offers a way out. */
export function RouteError() {
  // Shown instead of RootLayout (which puts the locale in force), so it reads the visitor's language itself.
  const { t } = useMessages(undefined, usePageLocale());
  return (
    <Page narrow>
      <title>{t('host.errorTitle')}</title>
      <h1>{t('host.errorHeading')}</h1>
      <p>{t('host.errorText')}</p>
      <p>
        <a href="/">{t('host.goHome')}</a>
      </p>
    </Page>
  );
}
