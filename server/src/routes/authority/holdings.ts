import type { Db } from '../../db/database';
import type { GrantObjectType } from '../../db/tables/authority';
import { readUserGrants } from '../../shell/user-grants';
import { DATA_SCOPE_ORDER } from '../../shell/user-grants';
import { readObjectGrants } from './grant-store';

/**
 * Whether everything the object holds (menus, elements, data scopes) is within what the user holds himself: who
 * may hand a role or group to people (members) without handing out more than he has. Administrators hold all.
 */
export async function withinHoldings(db: Db, userId: string, objectType: GrantObjectType, objectId: string): Promise<boolean> {
  const [grants, held] = await Promise.all([readUserGrants(db, userId), readObjectGrants(db, objectType, objectId)]);
  if (grants.isAdministrator) return true;
  const itemsHeld =
    held.module.every((id) => grants.holds('menu', id)) &&
    held.button.every((id) => grants.holds('button', id)) &&
    held.column.every((id) => grants.holds('column', id)) &&
    held.form.every((id) => grants.holds('form', id));
  return (
    itemsHeld &&
    Object.entries(held.dataScope).every(
      ([menuId, scope]) => DATA_SCOPE_ORDER.indexOf(scope) <= DATA_SCOPE_ORDER.indexOf(grants.scopeOf(menuId)),
    )
  );
}
