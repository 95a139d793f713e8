/**
 * Characters no name, email, username or password ever needs: control characters (Unicode Cc: C0
 * such as tab, newline and NUL, DEL, C1), the line and paragraph separators U+2028/U+2029, and lone surrogates
 * (half of an emoji: not valid Unicode, stored as U+FFFD by some systems and as an error by others). With the
 * `u` flag a surrogate pair is one code point, so only a lone half matches `\p{Cs}`.
 */
const NOT_PRINTABLE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;

/** True when every character of `value` is printable text (spaces, accents, any script and emoji are). */
export function isPrintableText(value: string): boolean {
  return !NOT_PRINTABLE.test(value);
}

/**
 * Unicode format characters (Cf): invisible, yet they change how the text around them shows. Zero-width spaces make
 * a name that looks empty; a right-to-left override shows "Ada" as "adA" wherever the name is displayed (an admin's
 * list, say). No first or last name needs one. The price: zero-width joiners inside emoji sequences and the ZWNJ of
 * some Persian spellings are refused too.
 */
const FORMAT = /\p{Cf}/u;

/** True when `value` is printable text (above) with no format character: the rule of first and last names. */
export function isPlainText(value: string): boolean {
  return isPrintableText(value) && !FORMAT.test(value);
}

/** Anything but white space and the characters that render as nothing (fillers, variation selectors, Cf). */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}]/u;

/** True when `value` shows at least one character: a name of only blank fillers reads as no name at all. */
export function hasVisibleCharacter(value: string): boolean {
  return VISIBLE.test(value);
}
