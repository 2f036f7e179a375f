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
}

/** A unit of the organisation-management tree: a tree item with its management fields. */
export interface OrganizeUnit extends TreeItem {
  category?: 'company' | 'department' | string;
  sortCode?: number;
  enabledMark?: number;
  createdAt?: number;
  children?: OrganizeUnit[];
}

/** A page of a server list (contract section 1). */
export interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
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
