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
 * "Browser on System" read from a user-agent string (English: a name the user sees as data, and may rename), or
 * undefined when neither is recognised (the API then names it).
 */
export function defaultPasskeyName(userAgent: string = globalThis.navigator?.userAgent ?? ''): string | undefined {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (!browser && !system) return undefined;
  return system ? `${browser ?? 'Browser'} on ${system}` : browser;
}
