/** The eight theme colours of the settings drawer (spec 2.7); blue #1890ff is the default (spec section 9). */
export const THEME_COLORS = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#13c2c2',
  ocean: '#2f54eb',
  green: '#52c41a',
  yellow: '#faad14',
  orange: '#fa8c16',
  red: '#f5222d',
} as const;

export type ThemeColorName = keyof typeof THEME_COLORS;

export const THEME_COLOR_NAMES = Object.keys(THEME_COLORS) as ThemeColorName[];

export const DEFAULT_THEME_COLOR: ThemeColorName = 'blue';

export function isThemeColorName(value: unknown): value is ThemeColorName {
  return typeof value === 'string' && Object.hasOwn(THEME_COLORS, value);
}

/** A stored colour name, or the default when it is unknown (an older release or a hand-edited value). */
export function themeColorName(value: unknown): ThemeColorName {
  return isThemeColorName(value) ? value : DEFAULT_THEME_COLOR;
}

/** The primary colour of a stored colour name; unknown names give blue. */
export function themeColorOf(value: unknown): string {
  return THEME_COLORS[themeColorName(value)];
}

function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const value = parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio between two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return 1;
  const [high, low] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const hex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * Contrast asked of the strong shade against white. Above AA's 4.5 so that it also holds on the theme's light tint
 * (a selected menu item's background).
 */
export const STRONG_CONTRAST = 5.2;

/**
 * The theme colour darkened just enough for white text on it, and for it as text on white, to reach WCAG AA (4.5:1).
 * The brand colour stays the primary; selected items, active tabs and filled buttons use this shade so a duty officer
 * can read them on any of the eight colours.
 */
export function strongShade(color: string, minimum = STRONG_CONTRAST): string {
  const rgb = channels(color);
  if (!rgb) return color;
  for (let step = 0; step <= 20; step += 1) {
    const shade = hex(rgb.map((c) => c * (1 - step * 0.05)));
    if (contrastRatio(shade, '#ffffff') >= minimum) return shade;
  }
  return '#000000';
}

/** The theme colour lightened until it reads as text on a dark background (dark mode). */
export function lightShade(color: string, background: string, minimum = 4.5): string {
  const rgb = channels(color);
  if (!rgb) return color;
  for (let step = 0; step <= 20; step += 1) {
    const shade = hex(rgb.map((c) => c + (255 - c) * step * 0.05));
    if (contrastRatio(shade, background) >= minimum) return shade;
  }
  return '#ffffff';
}
