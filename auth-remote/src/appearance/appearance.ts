import type { Appearance, AppearanceVariables, ColorScheme } from '@thryve/shared';
import type { CSSProperties } from 'react';

/**
 * Each variable of `appearance` and the CSS custom property it sets on the screen's root: the documented, stable
 * contract (docs/theming.md). The stylesheet derives the other colours (hover, muted, borders) from these.
 */
const APPEARANCE_PROPERTIES = {
  colorPrimary: '--thryve-color-primary',
  colorText: '--thryve-color-text',
  colorBackground: '--thryve-color-background',
  colorDanger: '--thryve-color-danger',
  borderRadius: '--thryve-border-radius',
  fontFamily: '--thryve-font-family',
  fontSize: '--thryve-font-size',
} as const satisfies Record<keyof AppearanceVariables, `--thryve-${string}`>;

const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'system'];

/**
 * A value is one CSS value. React sets custom properties with `style.setProperty`, so a value can never end its
 * declaration; `;`, `{` and `}` are refused anyway so a value is never more than a value (e.g. a block).
 */
const UNSAFE_VALUE = /[;{}]/;

/** The screen's own appearance over its provider's: its scheme if it names one, its variables over the others. */
export function mergeAppearance(outer: Appearance | undefined, own: Appearance | undefined): Appearance {
  return {
    colorScheme: own?.colorScheme ?? outer?.colorScheme,
    variables: { ...outer?.variables, ...own?.variables },
  };
}

export interface ResolvedAppearance {
  /** Always set (default `light`): the stylesheet picks the palette and the native controls' scheme from it. */
  colorScheme: ColorScheme;
  /** Only the custom properties of the variables given and accepted. */
  style: CSSProperties;
  /** Names of the variables refused (see UNSAFE_VALUE), for a warning to the host's developer. */
  ignored: string[];
}

/** What the screen's root gets for `appearance`: its data attribute and its inline custom properties. */
export function resolveAppearance(appearance: Appearance): ResolvedAppearance {
  const colorScheme = COLOR_SCHEMES.includes(appearance.colorScheme as ColorScheme)
    ? (appearance.colorScheme as ColorScheme)
    : 'light';
  const style: Record<string, string> = {};
  const ignored: string[] = [];
  for (const [name, property] of Object.entries(APPEARANCE_PROPERTIES)) {
    const value: unknown = appearance.variables?.[name as keyof AppearanceVariables];
    if (value === undefined) continue;
    if (typeof value !== 'string' || UNSAFE_VALUE.test(value) || value.trim() === '') ignored.push(name);
    else style[property] = value;
  }
  return { colorScheme, style: style as CSSProperties, ignored };
}
