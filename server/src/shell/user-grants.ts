import { cachedRead } from '../db/cached-read';
import type { Db } from '../db/database';
import type { DataScopeName, GrantObjectType } from '../db/tables/authority';
import type { RoleGrantTable } from '../db/tables/core';
import { readUnitIndex, unitAndAncestors } from './data-scope-units';

export type GrantKind = RoleGrantTable['itemKind'];

/** Who a user is for permission checks: the administrator flag, whether enabled, and their roles. */
export interface UserRoles {
  isAdministrator: boolean;
  enabled: boolean;
  /** Sorted, so equal role sets make equal cache keys. */
  roleIds: readonly string[];
}

/** An object a user takes rights from: one of his roles, his position, a unit he belongs to, himself, a group. */
export interface GrantSubject {
  type: GrantObjectType;
  id: string;
}

/** Everything a user takes rights from, as one cache key: sorted `Type:id` joined by commas. */
export interface UserSubjects extends UserRoles {
  /** The user's company and department (null when none, or no such user): what data scopes are measured from. */
  organizeId: string | null;
  departmentId: string | null;
  subjects: readonly GrantSubject[];
  subjectsKey: string;
}

/** Narrowest first: the widest a user holds wins. */
export const DATA_SCOPE_ORDER: readonly DataScopeName[] = ['self', 'department', 'departmentAndBelow', 'organization', 'all'];

export const widerScope = (a: DataScopeName, b: DataScopeName): DataScopeName =>
  DATA_SCOPE_ORDER.indexOf(a) >= DATA_SCOPE_ORDER.indexOf(b) ? a : b;

/**
 * Read on nearly every request. Bound: the 2,000 most recent users, 5 minutes, and any write to what makes them up
 * (people, role and group memberships, roles and groups switched off, units moved).
 */
const USER_SUBJECTS_CACHE = {
  tables: ['users', 'userRole', 'role', 'userGroupMember', 'userGroup', 'organize'],
  maxEntries: 2_000,
  ttlMs: 5 * 60_000,
} as const;
/**
 * What a set of subjects holds, by kind, and its data scopes: people with the same roles, position, units and groups
 * share one entry. Bound: 500 subject sets, 5 minutes, and any write to the grants (menu deletes cascade to scopes).
 */
const GRANT_SET_CACHE = {
  tables: ['roleGrant', 'authorityGrant', 'dataScopeGrant', 'role', 'menu'],
  maxEntries: 500,
  ttlMs: 5 * 60_000,
} as const;

export const subjectKey = (subject: GrantSubject): string => `${subject.type}:${subject.id}`;

function parseSubjectsKey(key: string): GrantSubject[] {
  if (key === '') return [];
  return key.split(',').map((part) => {
    const colon = part.indexOf(':');
    return { type: part.slice(0, colon) as GrantObjectType, id: part.slice(colon + 1) };
  });
}

/**
 * A user's subjects: his enabled roles, his position, his company and department (with the units above it: a grant
 * to a unit reaches everyone inside it), himself and his enabled groups. A disabled or missing user has none.
 */
export const readUserSubjects = cachedRead(USER_SUBJECTS_CACHE, async (db: Db, userId: string): Promise<UserSubjects> => {
  const [user, roles, groups, units] = await Promise.all([
    db
      .selectFrom('users')
      .select(['isAdministrator', 'enabledMark', 'organizeId', 'departmentId', 'positionId'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('userRole')
      .innerJoin('role', 'role.id', 'userRole.roleId')
      .select('userRole.roleId')
      .where('userRole.userId', '=', userId)
      .where('role.enabledMark', '=', 1)
      .orderBy('userRole.roleId')
      .execute(),
    db
      .selectFrom('userGroupMember')
      .innerJoin('userGroup', 'userGroup.id', 'userGroupMember.groupId')
      .select('userGroupMember.groupId')
      .where('userGroupMember.userId', '=', userId)
      .where('userGroup.enabledMark', '=', 1)
      .execute(),
    readUnitIndex(db),
  ]);
  if (!user) {
    return { isAdministrator: false, enabled: false, roleIds: [], organizeId: null, departmentId: null, subjects: [], subjectsKey: '' };
  }
  const roleIds = roles.map((row) => row.roleId);
  const unitIds = new Set([user.organizeId, ...(user.departmentId ? unitAndAncestors(units, user.departmentId) : [])]);
  const subjects: GrantSubject[] = [
    ...roleIds.map((id) => ({ type: 'Role' as const, id })),
    ...(user.positionId ? [{ type: 'Position' as const, id: user.positionId }] : []),
    ...[...unitIds].map((id) => ({ type: 'Organize' as const, id })),
    { type: 'User', id: userId },
    ...groups.map((row) => ({ type: 'Group' as const, id: row.groupId })),
  ];
  const keys = subjects.map(subjectKey).sort();
  return {
    isAdministrator: user.isAdministrator === 1,
    enabled: user.enabledMark === 1,
    roleIds,
    organizeId: user.organizeId,
    departmentId: user.departmentId,
    subjects: parseSubjectsKey(keys.join(',')),
    subjectsKey: keys.join(','),
  };
});

/** The administrator flag, whether enabled, and the enabled roles (CurrentUser's person part). */
export async function readUserRoles(db: Db, userId: string): Promise<UserRoles> {
  const { isAdministrator, enabled, roleIds } = await readUserSubjects(db, userId);
  return { isAdministrator, enabled, roleIds };
}

/** What a set of subjects holds together. */
export interface GrantSet {
  items: ReadonlyMap<GrantKind, ReadonlySet<string>>;
  /** The widest data scope held per menu id; menus absent here are 'self'. */
  scopes: ReadonlyMap<string, DataScopeName>;
}

/** The union of the grants of the subjects in `key` (a `UserSubjects.subjectsKey`): two queries, cached per key. */
export const readGrantSet = cachedRead(GRANT_SET_CACHE, async (db: Db, key: string): Promise<GrantSet> => {
  const subjects = parseSubjectsKey(key);
  const roleIds = subjects.filter((subject) => subject.type === 'Role').map((subject) => subject.id);
  const others = subjects.flatMap((subject) => (subject.type === 'Role' ? [] : [{ type: subject.type, id: subject.id }]));
  if (subjects.length === 0) return { items: new Map(), scopes: new Map() };
  const [roleRows, otherRows, scopeRows] = await Promise.all([
    roleIds.length === 0 ? [] : db.selectFrom('roleGrant').select(['itemKind', 'itemId']).where('roleId', 'in', roleIds).execute(),
    others.length === 0
      ? []
      : db
          .selectFrom('authorityGrant')
          .select(['itemKind', 'itemId'])
          .where((eb) => eb.or(others.map((subject) => eb.and([eb('objectType', '=', subject.type), eb('objectId', '=', subject.id)]))))
          .execute(),
    db
      .selectFrom('dataScopeGrant')
      .select(['menuId', 'scope'])
      .where((eb) => eb.or(subjects.map((subject) => eb.and([eb('objectType', '=', subject.type), eb('objectId', '=', subject.id)]))))
      .execute(),
  ]);
  const items = new Map<GrantKind, Set<string>>();
  for (const row of [...roleRows, ...otherRows]) {
    const set = items.get(row.itemKind);
    if (set) set.add(row.itemId);
    else items.set(row.itemKind, new Set([row.itemId]));
  }
  const scopes = new Map<string, DataScopeName>();
  for (const row of scopeRows) scopes.set(row.menuId, widerScope(scopes.get(row.menuId) ?? 'self', row.scope));
  return { items, scopes };
});

/** A user's grants as one question: does anything the user takes rights from hold this item? */
export interface UserGrants {
  isAdministrator: boolean;
  roleIds: readonly string[];
  holds(kind: GrantKind, itemId: string): boolean;
  /** Every item of a kind the user holds (administrators: see isAdministrator instead). */
  held(kind: GrantKind): ReadonlySet<string>;
  /** The widest data scope the user holds on a menu ('self' when none). */
  scopeOf(menuId: string): DataScopeName;
}

const NOTHING: ReadonlySet<string> = new Set();

/** The user's grants from the caches: the union over roles, position, units, the user himself and groups. */
export async function readUserGrants(db: Db, userId: string): Promise<UserGrants> {
  const subjects = await readUserSubjects(db, userId);
  const set = await readGrantSet(db, subjects.subjectsKey);
  return {
    isAdministrator: subjects.isAdministrator,
    roleIds: subjects.roleIds,
    holds: (kind, itemId) => set.items.get(kind)?.has(itemId) === true,
    held: (kind) => set.items.get(kind) ?? NOTHING,
    scopeOf: (menuId) => (subjects.isAdministrator ? 'all' : (set.scopes.get(menuId) ?? 'self')),
  };
}
