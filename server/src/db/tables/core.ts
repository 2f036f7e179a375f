import type { Generated } from 'kysely';

// Row types for the core migration (2026-11-22-0001-core). Columns are camelCase here; CamelCasePlugin maps them.

export interface OrganizeTable {
  id: string;
  parentId: string;
  category: 'company' | 'department';
  enCode: string;
  fullName: string;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
  createdAt: number;
}

export interface ProjectTable {
  id: string;
  organizeId: string;
  enCode: string;
  fullName: string;
  projectTypeId: string;
  groupName: string;
  latitude: number;
  longitude: number;
  sortCode: Generated<number>;
  createdAt: number;
}

export interface PositionTable {
  id: string;
  organizeId: string;
  enCode: string;
  fullName: string;
  sortCode: Generated<number>;
  /** 2026-11-23-0006-users: 0 switched off (kept for the people who hold it, not offered for new ones). */
  enabledMark: Generated<number>;
}

export interface RoleTable {
  id: string;
  enCode: string;
  fullName: string;
  description: Generated<string>;
  sortCode: Generated<number>;
}

export interface UsersTable {
  id: string;
  account: string;
  parentId: string | null;
  realName: string;
  mobilePhone: string | null;
  email: string | null;
  headIcon: Generated<string>;
  organizeId: string;
  departmentId: string | null;
  positionId: string | null;
  passwordHash: string;
  isAdministrator: Generated<number>;
  enabledMark: Generated<number>;
  language: Generated<string>;
  theme: Generated<string>;
  portalId: Generated<string>;
  sortCode: Generated<number>;
  createdAt: number;
  /** 2026-11-23-0006-users: the person's direct manager (a user id), null when none. */
  managerId: string | null;
  /** 2026-11-23-0006-users: free text from the user form, null when none. */
  description: string | null;
}

export interface UserRoleTable {
  userId: string;
  roleId: string;
}

export interface ProjectMemberTable {
  projectId: string;
  userId: string;
  isManager: Generated<number>;
}

export type MenuType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface MenuTable {
  id: string;
  parentId: string;
  enCode: string;
  fullName: string;
  icon: Generated<string>;
  type: MenuType;
  urlAddress: Generated<string>;
  linkTarget: Generated<string>;
  propertyJson: Generated<string>;
  projectType: Generated<number>;
  hidden: Generated<number>;
  sortCode: Generated<number>;
  enabledMark: Generated<number>;
}

export type MenuElementKind = 'button' | 'column' | 'form' | 'resource';

export interface MenuElementTable {
  id: string;
  menuId: string;
  kind: MenuElementKind;
  enCode: string;
  fullName: string;
  sortCode: Generated<number>;
}

export interface RoleGrantTable {
  roleId: string;
  itemKind: 'menu' | MenuElementKind;
  itemId: string;
}

export type SessionRevokeReason = 'logout' | 'forced' | 'replaced';

export interface SessionTable {
  id: string;
  tokenHash: string;
  userId: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  revokedAt: number | null;
  revokedReason: SessionRevokeReason | null;
  ipAddress: Generated<string>;
  place: Generated<string>;
  userAgent: Generated<string>;
  origin: Generated<string>;
}

export interface LoginLogTable {
  id: string;
  userId: string | null;
  account: string;
  at: number;
  ipAddress: string;
  place: string;
  method: 'password' | 'sms' | 'scan';
  success: number;
  reason: Generated<string>;
}

export interface LoginThrottleTable {
  key: string;
  failures: number;
  windowStart: number;
  lockedUntil: number | null;
}

export interface CaptchaTable {
  key: string;
  code: string;
  expiresAt: number;
}

export interface SmsCodeTable {
  id: string;
  mobile: string;
  code: string;
  purpose: string;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  attempts: Generated<number>;
}

export interface SmsOutboxTable {
  id: string;
  mobile: string;
  text: string;
  createdAt: number;
}

export interface ScanTicketTable {
  id: string;
  status: number;
  userId: string | null;
  token: string | null;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
}

export interface SysConfigTable {
  key: string;
  value: string;
}

export interface ColumnSettingTable {
  userId: string;
  moduleId: string;
  fieldList: string;
  updatedAt: number;
}

export interface CoreTables {
  organize: OrganizeTable;
  project: ProjectTable;
  position: PositionTable;
  role: RoleTable;
  users: UsersTable;
  userRole: UserRoleTable;
  projectMember: ProjectMemberTable;
  menu: MenuTable;
  menuElement: MenuElementTable;
  roleGrant: RoleGrantTable;
  session: SessionTable;
  loginLog: LoginLogTable;
  loginThrottle: LoginThrottleTable;
  captcha: CaptchaTable;
  smsCode: SmsCodeTable;
  smsOutbox: SmsOutboxTable;
  scanTicket: ScanTicketTable;
  sysConfig: SysConfigTable;
  columnSetting: ColumnSettingTable;
}
