// A page shown in Spanish while the Spanish chunk cannot load (offline, a deployment gone). Its own file: a fresh
// module registry, where the Spanish catalogue has not loaded yet, as on a fresh page.
import { act, render, screen } from '@testing-library/react';
import { preloadLocale, EN_MESSAGES } from '@thryve/contract';
import { ACCOUNT_EN_MESSAGES } from '@thryve/contract/locales/en';
import { Suspense } from 'react';

import { useMessages } from '../localization';
import { recordingHeading } from './headingAt';

// Every import of the chunk is counted; it rejects, as the bundler's chunk loading does offline, until the network
// is back. Past 20 attempts it gives the module anyway, so that a request loop ends the test instead of hanging it.
let mockAttempts = 0;
let mockOffline = true;
jest.mock('@thryve/contract/locales/es', () => {
  mockAttempts += 1;
  if (mockOffline && mockAttempts <= 20) throw new Error('Loading chunk thryve-locale-es failed');
  return jest.requireActual('@thryve/contract/locales/es');
});
const { ES_MESSAGES } = jest.requireActual<typeof import('@thryve/contract/locales/es')>('@thryve/contract/locales/es');

function AccountHeading() {
  return <h2>{useMessages(undefined, 'es', 'account').t('account.heading')}</h2>;
}

it('shows English and asks for the chunk once, however often the screen renders', async () => {
  const { at } = recordingHeading();
  let rerender!: ReturnType<typeof render>['rerender'];
  await act(async () => {
    ({ rerender } = render(at('es')));
  });
  for (let i = 0; i < 3; i += 1) await act(async () => rerender(at(i % 2 ? 'es' : 'es-MX')));
  expect(screen.getByRole('heading')).toHaveTextContent(EN_MESSAGES['signIn.heading']);
  expect(mockAttempts).toBe(1);

  // The account screen too shows English, its part's texts included (never their ids).
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <AccountHeading />
      </Suspense>,
    );
  });
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(ACCOUNT_EN_MESSAGES['account.heading']);
  expect(mockAttempts).toBe(1);

  // Once the network is back, the page asking for its language again brings Spanish in.
  mockOffline = false;
  await act(() => preloadLocale('es'));
  await act(async () => rerender(at('es-MX')));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ES_MESSAGES['signIn.heading']);
  expect(mockAttempts).toBe(2);
});
