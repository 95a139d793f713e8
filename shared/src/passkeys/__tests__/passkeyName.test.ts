import { fillPlaceholders } from '@thryve/contract';
import { ACCOUNT_EN_MESSAGES } from '@thryve/contract/locales/en';
import { ES_MESSAGES } from '@thryve/contract/locales/es';

import { defaultPasskeyName, type PasskeyNameWords } from '../passkeyName';

describe('defaultPasskeyName', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    ['SomeBot/1.0 (Linux)', 'Browser on Linux'],
  ])('names the passkey made in %s "%s"', (userAgent, name) => {
    expect(defaultPasskeyName(userAgent)).toBe(name);
  });

  it('leaves the name to the API when it recognises neither browser nor system', () => {
    expect(defaultPasskeyName('curl/8.5.0')).toBeUndefined();
  });
});

describe('defaultPasskeyName in a language', () => {
  const CHROME_ON_LINUX =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const wordsOf = (catalogue: Record<string, string>): PasskeyNameWords => ({
    unknownBrowser: catalogue['account.passkeyUnknownBrowser']!,
    deviceName: (browser, system) => fillPlaceholders(catalogue['account.passkeyDeviceName']!, { browser, system }),
  });

  it('in Spanish, with the Spanish catalogue’s words', () => {
    expect(defaultPasskeyName(CHROME_ON_LINUX, wordsOf(ES_MESSAGES))).toBe('Chrome en Linux');
    expect(defaultPasskeyName('SomeBot/1.0 (Linux)', wordsOf(ES_MESSAGES))).toBe('Navegador en Linux');
  });

  it('in the English catalogue’s words, the same as the name given when no language is named', () => {
    for (const userAgent of [CHROME_ON_LINUX, 'SomeBot/1.0 (Linux)', 'Mozilla/5.0 Firefox/133.0']) {
      expect(defaultPasskeyName(userAgent, wordsOf(ACCOUNT_EN_MESSAGES))).toBe(defaultPasskeyName(userAgent));
    }
  });
});
