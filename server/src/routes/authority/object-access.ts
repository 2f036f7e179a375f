import type { Db } from '../../db/database';
import type { GrantObjectType } from '../../db/tables/authority';
import { deny, missing } from '../../i18n/localized-error';
import { canSeeMenuByCode, hasButton } from '../../shell/permission-check';

/** The page that manages each kind of object; its btn_authorize opens the grant screen for one of them. */
export const OBJECT_MENU: Record<GrantObjectType, string> = {
  Role: 'system.role',
  Position: 'system.position',
  Organize: 'system.organize',
  Group: 'system.group',
  User: 'system.user',
};
/** The grant screen of its own (/permission/authorize): any kind of object, btn_edit to save. */
export const AUTHORIZE_MENU = 'system.authorize';

/** Reading an object's grants: the grant page, or btn_authorize on the page of that kind of object. */
export async function requireGrantReader(db: Db, userId: string, objectType: GrantObjectType): Promise<void> {
  if (await canSeeMenuByCode(db, userId, AUTHORIZE_MENU)) return;
  if (await hasButton(db, userId, OBJECT_MENU[objectType], 'btn_authorize')) return;
  throw deny('request.forbidden');
}

/** Changing an object's grants: btn_edit on the grant page, or btn_authorize on the page of that kind of object. */
export async function requireGrantWriter(db: Db, userId: string, objectType: GrantObjectType): Promise<void> {
  if (await hasButton(db, userId, AUTHORIZE_MENU, 'btn_edit')) return;
  if (await hasButton(db, userId, OBJECT_MENU[objectType], 'btn_authorize')) return;
  throw deny('request.forbidden');
}

/** 404 unless the object exists. */
export async function requireGrantObject(db: Db, objectType: GrantObjectType, objectId: string): Promise<void> {
  const table = ({ Role: 'role', Position: 'position', Organize: 'organize', Group: 'userGroup', User: 'users' } as const)[objectType];
  const row = await db.selectFrom(table).select('id').where('id', '=', objectId).executeTakeFirst();
  if (!row) throw missing('authority.no-such-object');
}
