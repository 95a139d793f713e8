import { act, render, renderHook, screen } from '@testing-library/react';
import { EN_MESSAGES, type MessageId } from '@thryve/contract';
import { ES_MESSAGES } from '@thryve/contract/locales/es';

import { LocalizationProvider, useMessages, type Localization } from '../localization';
import { recordingHeading } from './headingAt';

// What an untyped host (a plain page calling `mount`, or JSON from its CMS) may pass as `localization`.
const untyped = (value: unknown) => value as Localization;

describe('localization from a host', () => {
  it('counts only own keys that are message ids: constructor, toString and __proto__ change nothing', () => {
    const fromJson = JSON.parse('{"__proto__": "proto", "constructor": "ctor", "toString": "str"}') as unknown;
    const { result } = renderHook(() =>
      useMessages(untyped({ ...(fromJson as object), 'signIn.heading': 'Welcome back' })),
    );
    expect(result.current.t('signIn.heading')).toBe('Welcome back');
    expect(result.current.t('signIn.submit')).toBe(EN_MESSAGES['signIn.submit']);
    // An id no catalogue has, from an untyped caller, shows as itself rather than as a function's source.
    expect(result.current.t('constructor' as MessageId)).toBe('constructor');
    expect(result.current.t('toString' as MessageId)).toBe('toString');
  });

  it.each([
    [
      'an object literal (its __proto__ sets the prototype)',
      () =>
        untyped({
          constructor: 'x',
          __proto__: { 'signIn.submit': 'Inherited' },
          toString: 'y',
          'signIn.heading': 'Hello',
        }),
    ],
    [
      'parsed JSON (its __proto__ is an own key)',
      () =>
        untyped(
          JSON.parse(
            '{"constructor": "x", "__proto__": {"signIn.submit": "Inherited"}, "toString": "y", "valueOf": "v", "signIn.heading": "Hello"}',
          ),
        ),
    ],
  ])('from %s applies only the real message ids', (_from, overrides) => {
    const { result } = renderHook(() => useMessages(overrides()));
    const { t, text } = result.current;
    expect(t('signIn.heading')).toBe('Hello');
    expect(t('signIn.submit')).toBe(EN_MESSAGES['signIn.submit']);
    for (const notAnId of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty']) {
      expect(t(notAnId as MessageId)).toBe(notAnId);
      expect(text(notAnId)).toBe(notAnId);
    }
  });

  it("looks up a text that arrived as English by the catalogue's own ids only", () => {
    const { result } = renderHook(() =>
      useMessages({ 'validation.emailRequired': 'Correo obligatorio', 'signIn.heading': 'Hello' }),
    );
    expect(result.current.text(EN_MESSAGES['validation.emailRequired'])).toBe('Correo obligatorio');
    // Only texts that travel as English (validation, errors) are recognised; any other text stays as it came.
    expect(result.current.text(EN_MESSAGES['signIn.heading'])).toBe(EN_MESSAGES['signIn.heading']);
    expect(result.current.text('__proto__')).toBe('__proto__');
  });

  it('leaves out overrides that are not text, and placeholders that name no value', () => {
    const { result } = renderHook(() =>
      useMessages(untyped({ 'signIn.submit': 42, 'signIn.heading': 'Hi {constructor}, {toString} {brandName}' })),
    );
    expect(result.current.t('signIn.submit')).toBe(EN_MESSAGES['signIn.submit']);
    expect(result.current.t('signIn.heading', { brandName: 'Acme' })).toBe('Hi {constructor}, {toString} Acme');
  });

  it("merges a provider's checked overrides under a screen's", () => {
    const { result } = renderHook(() => useMessages({ 'signIn.submit': 'Go' }), {
      wrapper: ({ children }) => (
        <LocalizationProvider localization={untyped({ constructor: 'x', 'signIn.heading': 'Outer' })}>
          {children}
        </LocalizationProvider>
      ),
    });
    expect(result.current.t('signIn.heading')).toBe('Outer');
    expect(result.current.t('signIn.submit')).toBe('Go');
  });
});

// In this order: the first test finds the Spanish catalogue not yet loaded, as a page does.
describe('a catalogue loaded on demand', () => {
  const { shown, at } = recordingHeading();

  it('keeps a screen in its language until the new one has loaded: never blank, never mixed', async () => {
    const { rerender } = render(at('en'));
    await act(async () => rerender(at('es-MX')));
    expect(shown).toEqual([EN_MESSAGES['signIn.heading'], ES_MESSAGES['signIn.heading']]);
  });

  it('shows a screen first asked in a loaded language at once', () => {
    render(at('es'));
    expect(screen.getByRole('heading')).toHaveTextContent(ES_MESSAGES['signIn.heading']);
  });
});
