import type { Db } from '../db/database';
import { ROLE_SCOPES } from './demo-authority';

const scopeKey = (roleId: string, page: string): string => `scope:${roleId}:${page}`;

/**
 * Brings the demo roles' data scopes to a site first seeded by an older list: a page whose list came to honour scopes
 * later (the plans page) would otherwise show those roles only their own rows. A scope is given once, where the role
 * and the page exist and the role holds no scope there yet; the seeded_menu_item ledger remembers it, so a scope an
 * administrator since removed is not brought back. Returns how many were given.
 */
export async function syncDemoScopes(db: Db): Promise<number> {
  const [ledger, roles, menus, grants] = await Promise.all([
    db.selectFrom('seededMenuItem').select('itemKey').where('itemKey', 'like', 'scope:%').execute(),
    db.selectFrom('role').select('id').execute(),
    db.selectFrom('menu').select(['id', 'enCode']).execute(),
    db.selectFrom('dataScopeGrant').select(['objectId', 'menuId']).where('objectType', '=', 'Role').execute(),
  ]);
  const received = new Set(ledger.map((row) => row.itemKey));
  const roleIds = new Set(roles.map((role) => role.id));
  const menuIdByCode = new Map(menus.map((menu) => [menu.enCode, menu.id]));
  const held = new Set(grants.map((grant) => `${grant.objectId}|${grant.menuId}`));

  const keys: string[] = [];
  const given: { objectType: 'Role'; objectId: string; menuId: string; scope: (typeof ROLE_SCOPES)[number]['scope'] }[] = [];
  for (const { roleId, scope, pages } of ROLE_SCOPES) {
    if (!roleIds.has(roleId)) continue;
    for (const page of pages) {
      const menuId = menuIdByCode.get(page);
      if (menuId === undefined || received.has(scopeKey(roleId, page))) continue;
      keys.push(scopeKey(roleId, page));
      if (!held.has(`${roleId}|${menuId}`)) given.push({ objectType: 'Role', objectId: roleId, menuId, scope });
    }
  }
  if (keys.length === 0) return 0;
  const seededAt = Date.now();
  await db.transaction().execute(async (trx) => {
    if (given.length > 0) await trx.insertInto('dataScopeGrant').values(given).execute();
    await trx
      .insertInto('seededMenuItem')
      .values(keys.map((itemKey) => ({ itemKey, seededAt })))
      .execute();
  });
  return given.length;
}
