/**
 * Characters no name, email, username or password ever needs (issue 11): control characters (Unicode Cc: C0
 * such as tab, newline and NUL, DEL, C1), the line and paragraph separators U+2028/U+2029, and lone surrogates
 * (half of an emoji: not valid Unicode, stored as U+FFFD by some systems and as an error by others). With the
 * `u` flag a surrogate pair is one code point, so only a lone half matches `\p{Cs}`.
 */
const NOT_PRINTABLE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;

/** True when every character of `value` is printable text (spaces, accents, any script and emoji are). */
export function isPrintableText(value: string): boolean {
  return !NOT_PRINTABLE.test(value);
}
