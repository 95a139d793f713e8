import { localizeFieldMessages, SIGN_UP_MESSAGES } from '../../validation';
import { loadCatalogue, preloadLocale, resolveLocale, SUPPORTED_LOCALES } from '../catalogues';
import { ACCOUNT_EN_MESSAGES } from '../messages.account.en';
import { API_EN_MESSAGES } from '../messages.api.en';
import { EN_MESSAGES, type MessageId } from '../messages.en';
import { ES_MESSAGES } from '../messages.es';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const ENGLISH: Record<MessageId, string> = { ...EN_MESSAGES, ...ACCOUNT_EN_MESSAGES, ...API_EN_MESSAGES };
const ids = Object.keys(ENGLISH) as MessageId[];

describe('the Spanish catalogue', () => {
  it.each(ids)('has %s, not empty, with the same placeholders as English', (id) => {
    expect(typeof ES_MESSAGES[id]).toBe('string');
    expect(ES_MESSAGES[id].trim()).not.toBe('');
    expect(placeholders(ES_MESSAGES[id])).toEqual(placeholders(ENGLISH[id]));
  });

  it('has no id that English lacks', () => {
    expect(Object.keys(ES_MESSAGES).sort()).toEqual([...ids].sort());
  });

  it('translates every text', () => {
    expect(ids.filter((id) => ES_MESSAGES[id] === ENGLISH[id])).toEqual([]);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES_es', 'es'],
    [' es ', 'es'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['constructor', 'en'],
    ['not a tag', 'en'],
  ])('%p -> %p', (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
    expect(SUPPORTED_LOCALES).toContain(resolveLocale(tag));
  });
});

describe('loading a catalogue', () => {
  it('gives English at once and Spanish from its own module, one load for every caller', async () => {
    await expect(loadCatalogue('en')).resolves.toEqual(EN_MESSAGES);
    const [first, second] = [loadCatalogue('es'), loadCatalogue('es')];
    expect(second).toBe(first);
    await expect(first).resolves.toEqual(ES_MESSAGES);
    await expect(preloadLocale('es-MX')).resolves.toBeUndefined();
    await expect(preloadLocale('fr')).resolves.toBeUndefined();
  });
});

describe('a catalogue that cannot load', () => {
  it('gives English instead of an error (offline, a deployment gone) until Spanish is preloaded again', async () => {
    let failing = true;
    let attempts = 0;
    let catalogues!: typeof import('../catalogues');
    await jest.isolateModulesAsync(async () => {
      // As the bundler's chunk loading does offline: the import of the Spanish chunk rejects, until it does not.
      jest.doMock('../messages.es', () => {
        attempts += 1;
        if (failing) throw new Error('Loading chunk thryve-locale-es failed');
        return jest.requireActual('../messages.es');
      });
      catalogues = await import('../catalogues');
    });
    await expect(catalogues.loadCatalogue('es')).resolves.toEqual(EN_MESSAGES);
    failing = false;
    // Asked again (a screen rendered again): the same answer at once, without requesting the chunk again.
    await expect(catalogues.loadCatalogue('es')).resolves.toEqual(EN_MESSAGES);
    expect(attempts).toBe(1);
    await catalogues.preloadLocale('es-MX');
    expect(attempts).toBe(2);
    expect(catalogues.loadedCatalogue('es')).toEqual(ES_MESSAGES);
    await expect(catalogues.loadCatalogue('es')).resolves.toEqual(ES_MESSAGES);
  });
});

describe('localizeFieldMessages (the API answers in its caller language)', () => {
  const errors = { email: SIGN_UP_MESSAGES.emailInvalid, password: SIGN_UP_MESSAGES.passwordTooShort };

  it('puts each field message in the language of the tag, region ignored', () => {
    expect(localizeFieldMessages(errors, 'es-MX')).toEqual({
      email: ES_MESSAGES['validation.emailInvalid'],
      password: ES_MESSAGES['validation.passwordTooShort'],
    });
  });

  it('keeps English for English, no language or an unknown one, and leaves other texts as they are', () => {
    expect(localizeFieldMessages(errors, 'en')).toEqual(errors);
    expect(localizeFieldMessages(errors, undefined)).toEqual(errors);
    expect(localizeFieldMessages(errors, 'de')).toEqual(errors);
    expect(localizeFieldMessages({ x: 'not a message' }, 'es')).toEqual({ x: 'not a message' });
  });
});
