import { useMessages } from '@thryve/shared';

import { Page } from '../components/Page';

/** Last resort for an error no screen handled: the app stays up and offers a way out. */
export function RouteError() {
  const { t } = useMessages();
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
