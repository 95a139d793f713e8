// The one redirect rule of the product: where to go after sign-in or sign-up, from a `returnTo`
// query parameter or a host's `redirectTo` prop. Both are attacker-controlled (a link can carry them).

/** Any origin will do: only whether the value stays on it matters. */
const PROBE_ORIGIN = 'https://thryve.invalid';

/**
 * Control characters (C0, DEL, C1), which URL parsers drop or split on (`/\t/host` becomes `//host`), every
 * backslash (browsers read `/\host` as `//host`) and any whitespace at either end (parsers strip it).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]|^\s|\s$/;

/** A path of this origin as written: one slash first, never two (`//host` is protocol-relative). */
function looksLikeLocalPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_CHARACTERS.test(value);
}

/**
 * The value and what percent-decoding makes of it, round after round (`/%252f` -> `/%2f` -> `//`), as a consumer
 * might decode it once more. Only ASCII escapes are decoded: every dangerous character is ASCII, and an escape
 * that is not valid UTF-8 (`50%25` decodes to `50%`) must not make a good path fail. Each round shortens the
 * value, so the loop ends.
 */
function decodings(value: string): string[] {
  const forms = [value];
  for (;;) {
    const last = forms[forms.length - 1];
    const decoded = last.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (decoded === last) return forms;
    forms.push(decoded);
  }
}

function isLocalInEveryForm(value: string): boolean {
  return decodings(value).every(looksLikeLocalPath);
}

/**
 * The same-origin path (with its query and hash) that `value` names, or null when it is not one. Refuses
 * absolute and scheme URLs (`https://host`, `https:host`, `javascript:`, `data:`), protocol-relative ones
 * (`//host`, `////host`, `/.//host`), backslashes (`/\host`), control characters (`/\t/host`), surrounding spaces, relative
 * paths (`foo`), and all of these percent-encoded (`/%2f%2fhost`, `/%5chost`), so that a later decoding cannot
 * turn the answer into another site. The path is returned normalised (`/a/../b` -> `/b`).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !isLocalInEveryForm(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Checked again: normalising can itself make `//` (`/.//host` and `/a/..//host` both become `//host`).
  return isLocalInEveryForm(path) ? path : null;
}
