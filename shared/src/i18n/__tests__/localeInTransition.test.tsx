// A page's first screen in a language whose catalogue has not loaded yet, rendered as a transition (as a
// prerendered screen is hydrated): React replays the waiting component once the catalogue is in, which must go on
// to the same hooks (its own file: a fresh module registry, as a fresh page has).
import { act } from '@testing-library/react';
import { ES_MESSAGES } from '@thryve/contract/locales/es';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { recordingHeading, WAITING } from './headingAt';

it('shows a screen first asked in Spanish in a transition once Spanish is in, without a render error', async () => {
  const { shown, at } = recordingHeading();
  const errors: unknown[] = [];
  const element = document.createElement('div');
  const root = createRoot(element, { onRecoverableError: (error) => errors.push(error) });
  await act(async () => {
    startTransition(() => root.render(at('es-MX')));
  });
  expect(errors).toEqual([]);
  expect(element.querySelector('h1')?.textContent).toBe(ES_MESSAGES['signIn.heading']);
  expect(shown).not.toContain(WAITING); // a transition keeps the page as it was meanwhile (here: nothing)
  act(() => root.unmount());
});
