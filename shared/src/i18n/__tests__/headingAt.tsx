// Test helper: a heading from the catalogue under a locale, recording every text it commits and every time the
// Suspense fallback shows instead, so that a test sees what a user saw, in order.
import { Suspense, useEffect } from 'react';

import { LocalizationProvider, useMessages } from '../localization';

export const WAITING = '(waiting)';

export function recordingHeading() {
  const shown: string[] = [];
  function Heading() {
    const text = useMessages().t('signIn.heading');
    useEffect(() => {
      shown.push(text);
    }, [text]);
    return <h1>{text}</h1>;
  }
  function Waiting() {
    useEffect(() => {
      shown.push(WAITING);
    }, []);
    return <p>waiting</p>;
  }
  const at = (locale: string) => (
    <Suspense fallback={<Waiting />}>
      <LocalizationProvider locale={locale}>
        <Heading />
      </LocalizationProvider>
    </Suspense>
  );
  return { shown, at };
}
