import { cachedRead } from '../db/cached-read';
import type { Db } from '../db/database';
import type { RoleGrantTable } from '../db/tables/core';

export type GrantKind = RoleGrantTable['itemKind'];

/** Who a user is for permission checks: the administrator flag, whether enabled, and their roles. */
export interface UserRoles {
  isAdministrator: boolean;
  enabled: boolean;
  /** Sorted, so equal role sets make equal cache keys. */
  roleIds: readonly string[];
}

/** Read on nearly every request. Bound: the 2,000 most recent users, 5 minutes, and any write to users or roles. */
const USER_ROLES_CACHE = { tables: ['users', 'userRole', 'role'], maxEntries: 2_000, ttlMs: 5 * 60_000 } as const;
/** What each role holds, by kind. Bound: 500 roles, 5 minutes, and any write to the grants. */
const ROLE_GRANTS_CACHE = { tables: ['roleGrant', 'role'], maxEntries: 500, ttlMs: 5 * 60_000 } as const;

export const readUserRoles = cachedRead(USER_ROLES_CACHE, async (db: Db, userId: string): Promise<UserRoles> => {
  const [user, roles] = await Promise.all([
    db.selectFrom('users').select(['isAdministrator', 'enabledMark']).where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('userRole').select('roleId').where('userId', '=', userId).orderBy('roleId').execute(),
  ]);
  return {
    isAdministrator: user?.isAdministrator === 1,
    enabled: user?.enabledMark === 1,
    roleIds: user ? roles.map((row) => row.roleId) : [],
  };
});

const readRoleGrants = cachedRead(
  ROLE_GRANTS_CACHE,
  async (db: Db, roleId: string): Promise<ReadonlyMap<GrantKind, ReadonlySet<string>>> => {
    const rows = await db.selectFrom('roleGrant').select(['itemKind', 'itemId']).where('roleId', '=', roleId).execute();
    const byKind = new Map<GrantKind, Set<string>>();
    for (const row of rows) {
      const items = byKind.get(row.itemKind);
      if (items) items.add(row.itemId);
      else byKind.set(row.itemKind, new Set([row.itemId]));
    }
    return byKind;
  },
);

/** A user's grants as one question: does one of their roles hold this item? */
export interface UserGrants {
  isAdministrator: boolean;
  roleIds: readonly string[];
  holds(kind: GrantKind, itemId: string): boolean;
}

/** The user's roles and what those roles hold, from the caches (a user's grants are the union of their roles'). */
export async function readUserGrants(db: Db, userId: string): Promise<UserGrants> {
  const roles = await readUserRoles(db, userId);
  const grants = await Promise.all(roles.roleIds.map((roleId) => readRoleGrants(db, roleId)));
  return {
    isAdministrator: roles.isAdministrator,
    roleIds: roles.roleIds,
    holds: (kind, itemId) => grants.some((byKind) => byKind.get(kind)?.has(itemId) === true),
  };
}
