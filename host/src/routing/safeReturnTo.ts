const PROBE_ORIGIN = 'https://thryve.invalid';

/**
 * The path to go back to after sign-in, or null when `value` is not a same-origin path. Refuses
 * protocol-relative (`//host`), backslash (`/\host`, which browsers read as `//host`), absolute URLs
 * (`https:`, `javascript:`) and anything with control characters (browsers drop tabs and newlines,
 * so `/\t/host` would become `//host`).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
