import type { Db } from '../db/database';
import type { GrantObjectType } from '../db/tables/authority';

/**
 * Deletes everything granted to an object: call it in the transaction that deletes a role, position, unit, user or
 * group (authority_grant and data_scope_grant name them without a foreign key). A role's role_grant rows cascade
 * with the role.
 */
export async function deleteGrantsOf(db: Db, objectType: GrantObjectType, objectId: string): Promise<void> {
  if (objectType !== 'Role')
    await db.deleteFrom('authorityGrant').where('objectType', '=', objectType).where('objectId', '=', objectId).execute();
  await db.deleteFrom('dataScopeGrant').where('objectType', '=', objectType).where('objectId', '=', objectId).execute();
}
