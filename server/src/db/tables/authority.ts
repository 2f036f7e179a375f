import type { Generated } from 'kysely';
import type { MenuElementKind, RoleTable } from './core';

// Row types for the authority migration (2026-11-26-0011-authority). Columns are camelCase; CamelCasePlugin maps them.

/** Who rights can be granted to (seed 000 section 6). A role's menu and element grants stay in role_grant. */
export type GrantObjectType = 'Role' | 'Position' | 'Organize' | 'User' | 'Group';

/** How far a user's view of a menu's records reaches, narrowest first. */
export type DataScopeName = 'self' | 'department' | 'departmentAndBelow' | 'organization' | 'all';

/** A menu or element granted to a position, organisation unit, user or group (roles keep role_grant). */
export interface AuthorityGrantTable {
  objectType: Exclude<GrantObjectType, 'Role'>;
  objectId: string;
  itemKind: 'menu' | MenuElementKind;
  itemId: string;
}

/** The data scope an object holds on one menu; none means 'self'. */
export interface DataScopeGrantTable {
  objectType: GrantObjectType;
  objectId: string;
  menuId: string;
  scope: DataScopeName;
}

/** A user group: people gathered across the organisation to hold rights together. */
export interface UserGroupTable {
  id: string;
  enCode: string;
  fullName: string;
  description: Generated<string>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  createdAt: number;
  lastModifyAt: number | null;
}

export interface UserGroupMemberTable {
  groupId: string;
  userId: string;
}

/** The role row with the columns this migration adds; schema.ts lets it replace core's role. */
export interface RoleRecordTable extends RoleTable {
  enabledMark: Generated<number>;
  /** 1: offered everywhere; 0: belongs to the organisations in role_organize. */
  globalMark: Generated<number>;
  /** 0 for roles that existed before this migration. */
  createdAt: Generated<number>;
  lastModifyAt: number | null;
}

/** The organisations a role belongs to when it is not global (role.global_mark = 0). */
export interface RoleOrganizeTable {
  roleId: string;
  organizeId: string;
}

export interface AuthorityTables {
  authorityGrant: AuthorityGrantTable;
  dataScopeGrant: DataScopeGrantTable;
  userGroup: UserGroupTable;
  userGroupMember: UserGroupMemberTable;
  roleOrganize: RoleOrganizeTable;
  role: RoleRecordTable;
}
