import type { MenuNode, PermissionEntry, UserInfo } from '../../../server/src/wire/current-user';
import type { SiteConfig } from '../../../server/src/wire/site-config';

// Complete wire shapes from the few fields a test cares about: the console's types are the server's schemas, where
// every field is present.

type MenuFields = Partial<MenuNode> & Pick<MenuNode, 'id' | 'enCode' | 'fullName' | 'type'>;

/** A menu as CurrentUser sends it; `children` may be given as fields too. */
export function menuNode({ children = [], ...fields }: Omit<MenuFields, 'children'> & { children?: MenuNode[] }): MenuNode {
  return {
    parentId: '-1',
    icon: '',
    urlAddress: '',
    linkTarget: '',
    propertyJson: '',
    sortCode: 0,
    projectType: 0,
    hidden: 0,
    hasChildren: children.length > 0,
    children,
    ...fields,
  };
}

export function userInfo(fields: Partial<UserInfo> & Pick<UserInfo, 'userId' | 'userAccount' | 'userName'>): UserInfo {
  return {
    headIcon: '',
    organizeId: '',
    organizeName: '',
    departmentId: null,
    departmentName: null,
    positionId: null,
    positionName: null,
    roleIds: [],
    roleName: '',
    isAdministrator: false,
    manager: null,
    mobilePhone: null,
    email: null,
    portalId: '',
    systemId: '',
    prevLogin: 0,
    prevLoginTime: null,
    prevLoginIPAddress: null,
    prevLoginIPAddressName: null,
    language: 'zh_CN',
    theme: 'classic',
    ...fields,
  };
}

export function siteConfig(fields: Partial<SiteConfig> = {}): SiteConfig {
  return {
    title: '',
    sysName: '',
    sysVersion: '',
    copyright: '',
    logoIcon: '',
    navigationIcon: '',
    menuStyle: '',
    drawerStyle: '',
    runningMode: '111',
    ...fields,
  };
}

const items = (codes: readonly string[] = []) => codes.map((enCode) => ({ id: enCode, enCode, fullName: enCode }));

/** A page's permission entry listing these element codes. */
export function permissionEntry(
  modelId: string,
  codes: { button?: readonly string[]; column?: readonly string[]; form?: readonly string[]; resource?: readonly string[] } = {},
): PermissionEntry {
  return {
    modelId,
    moduleName: '',
    button: items(codes.button),
    column: items(codes.column),
    form: items(codes.form),
    resource: items(codes.resource),
  };
}
