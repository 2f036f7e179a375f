import type { Db } from '../../db/database';
import type { GrantObjectType } from '../../db/tables/authority';
import type { DataScope } from '../../shell/data-scope';

/** What one object holds, as the grant screen reads and writes it. */
export interface ObjectGrants {
  module: string[];
  button: string[];
  column: string[];
  form: string[];
  /** Menus with a scope other than 'self' (no row means 'self'). */
  dataScope: Record<string, DataScope>;
}

const SCREEN_KINDS = ['menu', 'button', 'column', 'form'] as const;
type ScreenKind = (typeof SCREEN_KINDS)[number];

function byKind(rows: { itemKind: string; itemId: string }[]): Record<ScreenKind, string[]> {
  const out: Record<ScreenKind, string[]> = { menu: [], button: [], column: [], form: [] };
  for (const row of rows) if ((SCREEN_KINDS as readonly string[]).includes(row.itemKind)) out[row.itemKind as ScreenKind].push(row.itemId);
  for (const list of Object.values(out)) list.sort();
  return out;
}

/** A role's grants live in role_grant (what every seed and CurrentUser read), every other object's in authority_grant. */
export async function readObjectGrants(db: Db, objectType: GrantObjectType, objectId: string): Promise<ObjectGrants> {
  const [items, scopes] = await Promise.all([
    objectType === 'Role'
      ? db.selectFrom('roleGrant').select(['itemKind', 'itemId']).where('roleId', '=', objectId).execute()
      : db
          .selectFrom('authorityGrant')
          .select(['itemKind', 'itemId'])
          .where('objectType', '=', objectType)
          .where('objectId', '=', objectId)
          .execute(),
    db
      .selectFrom('dataScopeGrant')
      .select(['menuId', 'scope'])
      .where('objectType', '=', objectType)
      .where('objectId', '=', objectId)
      .execute(),
  ]);
  const kinds = byKind(items);
  const dataScope: Record<string, DataScope> = {};
  for (const row of scopes) if (row.scope !== 'self') dataScope[row.menuId] = row.scope;
  return { module: kinds.menu, button: kinds.button, column: kinds.column, form: kinds.form, dataScope };
}

/**
 * Replaces the object's menu, button, column and form grants and its data scopes (inside the caller's transaction).
 * Other kinds ('resource') are not on the grant screen and stay as they are.
 */
export async function writeObjectGrants(db: Db, objectType: GrantObjectType, objectId: string, grants: ObjectGrants): Promise<void> {
  const rows = [
    ...grants.module.map((itemId) => ({ itemKind: 'menu' as const, itemId })),
    ...grants.button.map((itemId) => ({ itemKind: 'button' as const, itemId })),
    ...grants.column.map((itemId) => ({ itemKind: 'column' as const, itemId })),
    ...grants.form.map((itemId) => ({ itemKind: 'form' as const, itemId })),
  ];
  if (objectType === 'Role') {
    await db.deleteFrom('roleGrant').where('roleId', '=', objectId).where('itemKind', 'in', SCREEN_KINDS).execute();
    if (rows.length > 0)
      await db
        .insertInto('roleGrant')
        .values(rows.map((row) => ({ roleId: objectId, ...row })))
        .execute();
  } else {
    await db
      .deleteFrom('authorityGrant')
      .where('objectType', '=', objectType)
      .where('objectId', '=', objectId)
      .where('itemKind', 'in', SCREEN_KINDS)
      .execute();
    if (rows.length > 0)
      await db
        .insertInto('authorityGrant')
        .values(rows.map((row) => ({ objectType, objectId, ...row })))
        .execute();
  }
  await db.deleteFrom('dataScopeGrant').where('objectType', '=', objectType).where('objectId', '=', objectId).execute();
  const scopes = Object.entries(grants.dataScope).filter(([, scope]) => scope !== 'self');
  if (scopes.length > 0) {
    await db
      .insertInto('dataScopeGrant')
      .values(scopes.map(([menuId, scope]) => ({ objectType, objectId, menuId, scope })))
      .execute();
  }
}
