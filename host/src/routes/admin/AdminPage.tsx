import { Link } from 'react-router';

import { fetchRegisteredUsers } from '../../api/thryveApi';
import { useApiQuery } from '../../api/useApiQuery';
import { paths } from '../../app/paths';
import { LoadingStatus } from '../../components/LoadingStatus';
import { Page } from '../../components/Page';
import { QueryError } from '../../components/QueryError';

/** `/admin` (role `admin`): the registered users. The API checks the role too; the guard is only UX. */
export function AdminPage() {
  const query = useApiQuery(fetchRegisteredUsers);
  return (
    <Page>
      <title>Registered users · Thryve Health</title>
      <p>
        <Link to={paths.home}>Back to home</Link>
      </p>
      <h1>Registered users</h1>
      {query.status === 'loading' && <LoadingStatus label="Loading the users…" />}
      {query.status === 'error' && (
        <QueryError title="We couldn’t load the users." error={query.error} onRetry={query.retry} />
      )}
      {query.status === 'success' &&
        (query.data.length === 0 ? (
          <p>No users have registered yet.</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">Registered users</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Username</th>
                <th scope="col">Name</th>
                <th scope="col">Registered</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((user) => (
                <tr key={user.id}>
                  <td>{user.email}</td>
                  <td>{user.username}</td>
                  <td>{`${user.firstName} ${user.lastName}`}</td>
                  <td>{user.createdAt.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </Page>
  );
}
