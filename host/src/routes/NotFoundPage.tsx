import { useMessages } from '@thryve/shared';
import { Link } from 'react-router-dom';

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
        <Link to={paths.home}>{t('host.goHome')}</Link>
      </p>
    </Page>
  );
}
