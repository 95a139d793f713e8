import { act, cleanup, render, screen } from '@testing-library/react';
import { EN_MESSAGES } from '@thryve/contract';
import { LocalizationProvider } from '@thryve/shared';
import { Suspense } from 'react';

import { ADMIN_EN_MESSAGES } from '../../routes/admin/messages.en';
import { HOST_ENGLISH } from '../../test/hostEnglish';
import type { HostMessageId } from '../hostMessageId';
import { HOST_ES_MESSAGES } from '../messages.es';
import { preloadHostLocale, useHostMessages } from '../useHostMessages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const ids = Object.keys(HOST_ENGLISH) as HostMessageId[];

describe("the host's Spanish texts", () => {
  it.each(ids)('has %s, not empty, with the same placeholders as English', (id) => {
    expect(HOST_ES_MESSAGES[id].trim()).not.toBe('');
    expect(placeholders(HOST_ES_MESSAGES[id])).toEqual(placeholders(HOST_ENGLISH[id]));
  });

  it('has no id that English lacks', () => {
    expect(Object.keys(HOST_ES_MESSAGES).sort()).toEqual([...ids].sort());
  });

  it('translates what a user reads (only units and symbols may stay as in English)', () => {
    const same = ids.filter((id) => HOST_ES_MESSAGES[id] === HOST_ENGLISH[id]);
    expect(same.sort()).toEqual(
      ['host.heightValue', 'host.weightValue', 'host.weatherCelsius', 'host.weatherFahrenheit'].sort(),
    );
  });
});

it("keeps the host's own texts out of the contract's catalogue, which every first screen loads", () => {
  expect(ids.filter((id) => Object.hasOwn(EN_MESSAGES, id))).toEqual([]);
});

/** Every text the heading showed, in order. */
const shown: string[] = [];

function Heading({ locale }: { locale?: string }) {
  const { t } = useHostMessages(ADMIN_EN_MESSAGES, locale);
  const text = t('host.adminHeading');
  shown.push(text);
  return <h1>{text}</h1>;
}

// First: the host's Spanish has not loaded yet in this file's module registry, as on a fresh page.
describe('useHostMessages', () => {
  it('shows a screen first asked for in Spanish once its texts are in, never in English first', async () => {
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Heading locale="es-MX" />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Usuarios registrados' })).toBeInTheDocument();
    expect(shown).not.toContain(ADMIN_EN_MESSAGES['host.adminHeading']);
  });

  it("lets the page's localization override a host text, in any locale", async () => {
    cleanup();
    await act(() => preloadHostLocale('es'));
    render(
      <LocalizationProvider locale="es" localization={{ 'host.adminHeading': 'Cuentas' }}>
        <Heading />
      </LocalizationProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Cuentas' })).toBeInTheDocument();
  });
});
