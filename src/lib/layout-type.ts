// The console's four page layouts (spec section 3). The server stores the choice as free text in the user's
// preferences, so the console reads it through `normalizeLayoutType`.

export const LAYOUT_TYPES = ['classic', 'functional', 'plain', 'blend'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** Spec section 3: any theme other than the four layouts becomes classic. */
export function normalizeLayoutType(value: unknown): LayoutType {
  return typeof value === 'string' && (LAYOUT_TYPES as readonly string[]).includes(value) ? (value as LayoutType) : 'classic';
}
