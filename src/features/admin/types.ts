import type { TreeItem } from '../../ui/tree/tree-item';

/** A person in the user directory (server/docs/shell.md, GET /api/permission/Users). Hidden columns are left out. */
export interface UserRow {
  id: string;
  account: string;
  realName: string;
  mobilePhone?: string;
  email?: string;
  organizeId?: string;
  organizeName?: string;
  departmentId?: string;
  departmentName?: string;
  positionId?: string;
  positionName?: string;
  roleIds?: string[];
  roleName?: string;
  isAdministrator?: number | boolean;
  enabledMark?: number;
  sortCode?: number;
  createdAt?: number;
  headIcon?: string;
  /** One person's record only (GET /api/permission/Users/{id}): '' when none. */
  managerId?: string;
  /** 'Name/account' or ''. */
  managerName?: string;
  description?: string;
}

/** What creating or changing a person sends (users-contract: POST and PUT /api/permission/Users). */
export interface UserInput {
  account: string;
  realName: string;
  mobilePhone?: string;
  email?: string;
  organizeId: string;
  departmentId?: string;
  positionId?: string;
  roleIds?: string[];
  managerId?: string;
  enabledMark: 0 | 1;
  sortCode?: number;
  description?: string;
}

/** The answer to a create: the only time the initial password is shown. */
export interface CreatedUser {
  id: string;
  initialPassword: string;
}

/** A person and the initial password to hand over (after a create or an import). */
export interface InitialPassword {
  account: string;
  initialPassword: string;
}

/** A successful import: every row became a person. */
export interface ImportResult {
  created: number;
  users: InitialPassword[];
}

/** One refused row of an import (data.errors of the failed answer). */
export interface ImportRowError {
  row: number;
  field: string;
  reason: string;
}

/** A position as the popup select lists it (GET /api/permission/Position). */
export interface PositionRow {
  id: string;
  fullName: string;
  enCode: string;
  organizeId?: string;
  organizeName?: string;
  sortCode?: number;
  enabledMark?: number;
}

/** A unit of the organisation-management tree: a tree item with its management fields. */
export interface OrganizeUnit extends TreeItem {
  category?: 'company' | 'department' | string;
  sortCode?: number;
  enabledMark?: number;
  createdAt?: number;
  children?: OrganizeUnit[];
}

/** Query of the user directory. */
export interface UserQuery {
  keyword?: string;
  organizeId?: string;
  currentPage: number;
  pageSize: number;
  sidx?: string;
  sort?: 'asc' | 'desc';
}
