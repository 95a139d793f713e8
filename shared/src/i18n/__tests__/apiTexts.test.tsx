// The texts of the API's error codes come with the error catalogue, not with the first screen; a screen shows them
// as it did when they were in the root catalogue: in its language, or as a `localization` overrides them.
import { act, render, screen } from '@testing-library/react';
import { EN_MESSAGES } from '@thryve/contract';
import { ES_MESSAGES } from '@thryve/contract/locales/es';
import { Suspense } from 'react';

import { LocalizationProvider, useMessages, type Localization } from '../localization';

function ApiFailure({ english }: { english: string }) {
  return <p role="alert">{useMessages().text(english)}</p>;
}

async function shown(english: string, locale?: string, localization?: Localization) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <Suspense fallback={null}>
        <LocalizationProvider locale={locale} localization={localization}>
          <ApiFailure english={english} />
        </LocalizationProvider>
      </Suspense>,
    );
  });
  const text = screen.getByRole('alert').textContent;
  view.unmount();
  return text;
}

it('are not in the catalogue every first screen loads, but the texts of a call that got no answer are', () => {
  expect(Object.keys(EN_MESSAGES).filter((id) => id.startsWith('api.'))).toEqual(['api.unreachable', 'api.unknown']);
});

describe('an API error message shown by a screen, once the error catalogue has handed it out', () => {
  let usernameTaken: string;
  beforeAll(async () => {
    // As a page does with its first failure: the error catalogue loads, and with it the API's texts.
    ({
      API_ERROR_MESSAGES: { username_taken: usernameTaken },
    } = await import('@thryve/contract/errors'));
  });

  it('shows in English as the API words it', async () => {
    expect(await shown(usernameTaken)).toBe('That username is already taken');
  });

  it('shows in Spanish on a Spanish screen', async () => {
    expect(await shown(usernameTaken, 'es-MX')).toBe(ES_MESSAGES['api.usernameTaken']);
  });

  it("shows a host's override, in any language", async () => {
    const localization = { 'api.usernameTaken': 'Pick another username' };
    expect(await shown(usernameTaken, undefined, localization)).toBe('Pick another username');
    expect(await shown(usernameTaken, 'es', localization)).toBe('Pick another username');
  });
});
