import type { MenuNode } from '../../server/src/wire/current-user';

// The shapes of sign-in and the current user are the server's schemas (server/src/wire/current-user.ts,
// site-config.ts): the console names them here under the names its screens use, and adds the layout rules.

/** One menu, its children nested. */
export type MenuItem = MenuNode;
export type { PermissionEntry, PermissionItem, UserInfo } from '../../server/src/wire/current-user';
export type { SiteConfig } from '../../server/src/wire/site-config';

export const LAYOUT_TYPES = ['classic', 'functional', 'plain', 'blend'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** Spec section 3: any theme other than the four layouts becomes classic. */
export function normalizeLayoutType(value: unknown): LayoutType {
  return typeof value === 'string' && (LAYOUT_TYPES as readonly string[]).includes(value) ? (value as LayoutType) : 'classic';
}
