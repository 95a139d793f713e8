import { Link } from 'react-router';

import { paths } from '../app/paths';
import { Page } from '../components/Page';

export function NotFoundPage() {
  return (
    <Page narrow>
      <title>Page not found · Thryve Health</title>
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <p>
        <Link to={paths.home}>Go to the home page</Link>
      </p>
    </Page>
  );
}
