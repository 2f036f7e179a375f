/** Wire shapes of sign-in and the current user (contract section 2, spec section 3). */

/** Menu types of spec 2.2: 1 directory, 2 page, 3 form, 4 dictionary, 5 report, 6 data view, 7 link, 8 portal. */
export type MenuType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface MenuItem {
  id: string;
  parentId?: string | null;
  enCode: string;
  fullName: string;
  icon?: string | null;
  type: MenuType;
  urlAddress?: string | null;
  linkTarget?: string | null;
  /** JSON text: {"moduleId","iconBackgroundColor","isTree"}. */
  propertyJson?: string | null;
  sortCode?: number | null;
  hasChildren?: boolean;
  children?: MenuItem[] | null;
  projectType?: number | string | null;
  hidden?: boolean | number | null;
}

export interface PermissionItem {
  id?: string;
  enCode: string;
  fullName?: string;
}

export interface PermissionEntry {
  modelId: string;
  moduleName?: string;
  button?: PermissionItem[] | null;
  column?: PermissionItem[] | null;
  form?: PermissionItem[] | null;
  resource?: PermissionItem[] | null;
}

export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon?: string | null;
  organizeId?: string | null;
  organizeName?: string | null;
  departmentId?: string | null;
  departmentName?: string | null;
  positionId?: string | null;
  positionName?: string | null;
  roleIds?: string[] | string | null;
  roleName?: string | null;
  isAdministrator?: boolean | number | null;
  manager?: string | number | null;
  mobilePhone?: string | null;
  email?: string | null;
  portalId?: string | null;
  systemId?: string | null;
  prevLogin?: number | null;
  prevLoginTime?: number | string | null;
  prevLoginIPAddress?: string | null;
  prevLoginIPAddressName?: string | null;
}

export interface SysConfigInfo {
  title?: string | null;
  sysName?: string | null;
  sysVersion?: string | null;
  copyright?: string | null;
  logoIcon?: string | null;
  navigationIcon?: string | null;
  menuStyle?: string | null;
  drawerStyle?: string | null;
  runningMode?: string | null;
}

export interface CurrentUserResponse {
  menuList?: MenuItem[] | null;
  permissionList?: PermissionEntry[] | null;
  userInfo?: UserInfo | null;
  sysConfigInfo?: SysConfigInfo | null;
}

/** Public site configuration from `GET /api/system/SysConfig` (spec section 3, "Site config"). */
export interface SiteConfig {
  title?: string | null;
  sysName?: string | null;
  sysVersion?: string | null;
  copyright?: string | null;
  logoIcon?: string | null;
  navigationIcon?: string | null;
  loginIcon?: string | null;
}

export const LAYOUT_TYPES = ['classic', 'functional', 'plain', 'blend'] as const;
export type LayoutType = (typeof LAYOUT_TYPES)[number];

/** Spec section 3: any theme other than the four layouts becomes classic. */
export function normalizeLayoutType(value: unknown): LayoutType {
  return typeof value === 'string' && (LAYOUT_TYPES as readonly string[]).includes(value) ? (value as LayoutType) : 'classic';
}
