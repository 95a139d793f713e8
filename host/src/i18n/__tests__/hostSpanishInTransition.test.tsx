// A host page first shown in Spanish as a transition (a router navigation), before the host's Spanish has loaded
// (its own file: a fresh module registry, as a fresh page has). React replays the waiting page once the texts are
// in; the replay must call the same hooks.
import { act } from '@testing-library/react';
import { startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

import { ADMIN_EN_MESSAGES } from '../../routes/admin/messages.en';
import { HOST_ES_MESSAGES } from '../messages.es';
import { useHostMessages } from '../useHostMessages';

function Heading() {
  const { t } = useHostMessages(ADMIN_EN_MESSAGES, 'es-MX');
  // Hooks after useHostMessages, as a page has.
  const [text] = useState(() => t('host.adminHeading'));
  useEffect(() => undefined, []);
  return <h1>{text}</h1>;
}

it('shows a page first asked in Spanish in a transition once its texts are in, without a render error', async () => {
  const errors: unknown[] = [];
  const element = document.createElement('div');
  const root = createRoot(element, { onRecoverableError: (error) => errors.push(error) });
  await act(async () => {
    startTransition(() => root.render(<Heading />));
  });
  expect(errors).toEqual([]);
  expect(element.querySelector('h1')?.textContent).toBe(HOST_ES_MESSAGES['host.adminHeading']);
  act(() => root.unmount());
});
