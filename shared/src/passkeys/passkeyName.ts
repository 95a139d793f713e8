// The name a new passkey gets when the user gives none: the browser and the system it was made on
// ("Chrome on Linux"), so that the account screen's list tells one passkey from another.

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: [RegExp, string][], userAgent: string) => list.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * The words a name is made of in one language: the catalogue's `account.passkeyUnknownBrowser` ("Browser") and
 * `account.passkeyDeviceName` ("{browser} on {system}"). The names of browsers and systems are the same in every one.
 */
export interface PasskeyNameWords {
  unknownBrowser: string;
  deviceName(browser: string, system: string): string;
}

/** English, for a caller that names no language (`addPasskey()` without a name); the catalogue's English says the same. */
const ENGLISH: PasskeyNameWords = {
  unknownBrowser: 'Browser',
  deviceName: (browser, system) => `${browser} on ${system}`,
};

/**
 * "Browser on System" read from a user-agent string, in the language of `words` (a name the user sees as data, and
 * may rename), or undefined when neither is recognised (the API then names it).
 */
export function defaultPasskeyName(
  userAgent: string = globalThis.navigator?.userAgent ?? '',
  words: PasskeyNameWords = ENGLISH,
): string | undefined {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (!browser && !system) return undefined;
  return system ? words.deviceName(browser ?? words.unknownBrowser, system) : browser;
}
