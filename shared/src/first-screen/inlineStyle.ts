// A style sheet written into a page, so that its rules apply from the first paint with no request before it: the
// host's own sheets, when its build shapes the prerendered page, and the remote's, when the page server puts the
// remote's current screen into it.

/** A value made safe inside a double-quoted HTML attribute. */
export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The sheet `css` as the text of a <style> element, or null when it cannot be inlined as it is: a sheet that refers
 * to other files by relative URL would resolve them against the page instead of against itself.
 */
export function inlineStyleText(css: string): string | null {
  if (/url\(\s*(?!['"]?(data:|https?:))/i.test(css) || /@import/i.test(css)) return null;
  // Nothing in a sheet may close the element early (`</style` in a string); CSS reads `\/` as `/`.
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/** The sheet `css` (from `href`) as a <style> element, `data-href` saying which file it is; null as above. */
export function inlineStyle(href: string, css: string): string | null {
  const text = inlineStyleText(css);
  return text === null ? null : `<style data-href="${attr(href)}">${text}</style>`;
}
