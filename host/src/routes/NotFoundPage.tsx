import { useMessages } from '@thryve/shared';

import { paths } from '../app/paths';
import { Page } from '../components/Page';
import { RouterLink } from '../components/RouterLink';

export function NotFoundPage() {
  const { t } = useMessages();
  return (
    <Page narrow>
      <title>{t('host.notFoundTitle')}</title>
      <h1>{t('host.notFoundHeading')}</h1>
      <p>{t('host.notFoundText')}</p>
      <p>
        <RouterLink to={paths.home}>{t('host.goHome')}</RouterLink>
      </p>
    </Page>
  );
}
