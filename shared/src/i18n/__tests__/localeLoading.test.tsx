// A page's first screen in a language whose catalogue has not loaded yet (its own file: a fresh module registry,
// as a fresh page has).
import { act, render } from '@testing-library/react';
import { EN_MESSAGES } from '@thryve/contract';
import { ES_MESSAGES } from '@thryve/contract/locales/es';

import { recordingHeading, WAITING } from './headingAt';

it('shows a screen first asked in Spanish only once Spanish is in: waiting meanwhile, never English first', async () => {
  const { shown, at } = recordingHeading();
  await act(async () => {
    render(at('es-MX'));
  });
  expect(shown).toEqual([WAITING, ES_MESSAGES['signIn.heading']]);
  expect(shown).not.toContain(EN_MESSAGES['signIn.heading']);
});
