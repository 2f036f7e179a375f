import type { ElementKind } from '../../../../server/src/wire/menus';

/** Static keys (never built from a variable), so extraction sees every one. */
export const MENU_TYPE_LABELS: Record<number, string> = {
  1: 'profile.menu-admin.type-1',
  2: 'profile.menu-admin.type-2',
  3: 'profile.menu-admin.type-3',
  4: 'profile.menu-admin.type-4',
  5: 'profile.menu-admin.type-5',
  6: 'profile.menu-admin.type-6',
  7: 'profile.menu-admin.type-7',
  8: 'profile.menu-admin.type-8',
};

export const ELEMENT_KIND_LABELS: Record<ElementKind, string> = {
  button: 'profile.menu-admin.kind-button',
  column: 'profile.menu-admin.kind-column',
  form: 'profile.menu-admin.kind-form',
  resource: 'profile.menu-admin.kind-resource',
};

export const ELEMENT_KINDS: readonly ElementKind[] = ['button', 'column', 'form', 'resource'];

/** Types that open an address (page, data view, link) and types that open a generated module (form, dictionary, report, portal). */
export const ADDRESS_TYPES: readonly number[] = [2, 6, 7];
export const MODULE_TYPES: readonly number[] = [3, 4, 5, 8];
