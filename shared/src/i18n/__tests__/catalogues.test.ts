import { localizeFieldMessages, SIGN_UP_MESSAGES } from '../../validation';
import { CATALOGUES, resolveLocale } from '../catalogues';
import { EN_MESSAGES, type MessageId } from '../messages.en';
import { ES_MESSAGES } from '../messages.es';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const ids = Object.keys(EN_MESSAGES) as MessageId[];

describe('the Spanish catalogue', () => {
  it.each(ids)('has %s, not empty, with the same placeholders as English', (id) => {
    expect(typeof ES_MESSAGES[id]).toBe('string');
    expect(ES_MESSAGES[id].trim()).not.toBe('');
    expect(placeholders(ES_MESSAGES[id])).toEqual(placeholders(EN_MESSAGES[id]));
  });

  it('has no id that English lacks', () => {
    expect(Object.keys(ES_MESSAGES).sort()).toEqual([...ids].sort());
  });

  it('translates what a user reads (only units and symbols may stay as in English)', () => {
    const same = ids.filter((id) => ES_MESSAGES[id] === EN_MESSAGES[id]);
    expect(same.sort()).toEqual(
      ['host.heightValue', 'host.weightValue', 'host.weatherCelsius', 'host.weatherFahrenheit'].sort(),
    );
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
    expect(CATALOGUES[resolveLocale(tag)]).toBeDefined();
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
