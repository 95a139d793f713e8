// A page in Spanish whose host texts cannot load (offline, a deployment gone): its own file, so that the failing
// chunk is this module registry's only one.
import { act, render, screen } from '@testing-library/react';
import { preloadLocale } from '@thryve/contract';
import { Suspense } from 'react';

import { ADMIN_EN_MESSAGES } from '../../routes/admin/messages.en';
import { useHostMessages } from '../useHostMessages';

jest.mock('../messages.es', () => {
  throw new Error('Loading chunk host-locale-es failed');
});

function Heading() {
  const { t } = useHostMessages(ADMIN_EN_MESSAGES, 'es');
  return <h1>{t('host.adminHeading')}</h1>;
}

it("shows the host's own texts in English, rather than an error, when their Spanish cannot load", async () => {
  await preloadLocale('es');
  await act(async () => {
    render(
      <Suspense fallback={<p>…</p>}>
        <Heading />
      </Suspense>,
    );
  });
  expect(screen.getByRole('heading', { name: 'Registered users' })).toBeInTheDocument();
});
