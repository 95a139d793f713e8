import { useMessages } from '@thryve/shared';
import { Link } from 'wouter';

import { paths } from '../app/paths';
import { Page } from '../components/Page';

export function NotFoundPage() {
  const { t } = useMessages();
  return (
    <Page narrow>
      <title>{t('host.notFoundTitle')}</title>
      <h1>{t('host.notFoundHeading')}</h1>
      <p>{t('host.notFoundText')}</p>
      <p>
        <Link href={paths.home}>{t('host.goHome')}</Link>
      </p>
    </Page>
  );
}
