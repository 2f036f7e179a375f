import type { Db } from '../../db/database';
import { missing } from '../../i18n/localized-error';
import { dataScopeOf } from '../../shell/data-scope';
import { unitsWithinScope } from '../../shell/data-scope-units';
import { ORGANIZE_MENU_CODE } from '../../shell/menu-codes';
import { loadOrganizeIndex, ROOT_PARENT_ID, type OrganizeIndex } from '../../shell/organize-tree';

/** The units the caller manages on the organisation page (his data scope on system.organize), and whether that is all. */
export async function unitsInScope(db: Db, userId: string): Promise<{ visible: OrganizeIndex; everything: boolean }> {
  const [index, scope] = await Promise.all([loadOrganizeIndex(db, { enabledOnly: false }), dataScopeOf(db, userId, ORGANIZE_MENU_CODE)]);
  return { visible: unitsWithinScope(index, scope), everything: scope.scope === 'all' };
}

/**
 * Refuses a unit outside the caller's data scope as if it did not exist (the lists do not show it either), so
 * reading, editing, deleting or adding under it is refused alike. The root ('-1', a new company) is in the 'all'
 * scope only. `key` names what is missing: the unit or the parent of a new or moved one.
 */
export async function requireUnitInScope(
  db: Db,
  userId: string,
  unitId: string,
  key: 'organize.no-such-unit' | 'organize.no-such-parent' = 'organize.no-such-unit',
): Promise<void> {
  const { visible, everything } = await unitsInScope(db, userId);
  if (everything) return;
  if (unitId === ROOT_PARENT_ID || !visible.byId.has(unitId)) throw missing(key);
}
