import { fetchRegisteredUsers } from '../../api/thryveApi';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { LoadingStatus } from '../../components/LoadingStatus';
import { Page } from '../../components/Page';
import { QueryError } from '../../components/QueryError';
import { RouterLink } from '../../components/RouterLink';
import { useHostMessages } from '../../i18n/useHostMessages';
import { ADMIN_EN_MESSAGES } from './messages.en';

/** `/admin` (role `admin`): the registered users. The API checks the role too; the guard is only UX. */
export function AdminPage() {
  const query = useApiQuery(fetchRegisteredUsers);
  const { t, formatDate } = useHostMessages(ADMIN_EN_MESSAGES);
  return (
    <Page>
      <title>{t('host.adminTitle')}</title>
      <p>
        <RouterLink to={paths.home}>{t('host.backHome')}</RouterLink>
      </p>
      <h1>{t('host.adminHeading')}</h1>
      {query.status === 'loading' && <LoadingStatus label={t('host.adminLoading')} />}
      {query.status === 'error' && (
        <QueryError title={t('host.adminFailed')} error={query.error} onRetry={query.retry} />
      )}
      {query.status === 'success' &&
        (query.data.length === 0 ? (
          <p>{t('host.adminEmpty')}</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">{t('host.adminCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('host.adminEmail')}</th>
                <th scope="col">{t('host.adminUsername')}</th>
                <th scope="col">{t('host.adminName')}</th>
                <th scope="col">{t('host.adminRegistered')}</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((user) => (
                <tr key={user.id}>
                  <td>{user.email}</td>
                  <td>{user.username}</td>
                  <td>{`${user.firstName} ${user.lastName}`}</td>
                  <td>{formatDate(user.createdAt.slice(0, 10))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </Page>
  );
}
