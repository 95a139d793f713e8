import { Page } from '../components/Page';

/** Last resort for an error no screen handled: the app stays up and offers a way out. */
export function RouteError() {
  return (
    <Page narrow>
      <title>Something went wrong · Thryve Health</title>
      <h1>Something went wrong</h1>
      <p>An unexpected error stopped this page. Reloading usually helps.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </Page>
  );
}
