import { Type, type Static } from 'typebox';
import { SITE_CONFIG } from './site-config';

// `GET /api/oauth/CurrentUser` (contract section 2, spec section 3), written once: the server serialises with these
// schemas, the console `import type`s the Static types. Nothing here may import fastify, kysely or node.

const NULLABLE_TEXT = Type.Union([Type.String(), Type.Null()]);

const MENU_NODE_FIELDS = {
  id: Type.String(),
  /** '-1' at the root. */
  parentId: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  icon: Type.String(),
  /** Spec 2.2: 1 directory, 2 page, 3 form, 4 dictionary, 5 report, 6 data view, 7 link, 8 portal. */
  type: Type.Integer(),
  urlAddress: Type.String(),
  linkTarget: Type.String(),
  /** JSON text: {"moduleId","iconBackgroundColor","isTree"}. */
  propertyJson: Type.String(),
  sortCode: Type.Integer(),
  projectType: Type.Integer(),
  /** 1 hidden from the side menu (still routable), 0 shown. */
  hidden: Type.Integer(),
  hasChildren: Type.Boolean(),
};

/**
 * The menu tree is recursive. Use MENU_NODE once per schema: ajv refuses two copies of its `$defs` in one document
 * (the response serialiser does not mind, a validator would).
 */
export const MENU_NODE = Type.Cyclic(
  { MenuNode: Type.Object({ ...MENU_NODE_FIELDS, children: Type.Array(Type.Ref('MenuNode')) }) },
  'MenuNode',
);
/** One menu, its children nested. */
export type MenuNode = Static<typeof MENU_NODE>;

export const PERMISSION_ITEM = Type.Object({ id: Type.String(), enCode: Type.String(), fullName: Type.String() });
export type PermissionItem = Static<typeof PERMISSION_ITEM>;

/** The granted elements of one page, by kind. */
export const PERMISSION_ENTRY = Type.Object({
  modelId: Type.String(),
  moduleName: Type.String(),
  button: Type.Array(PERMISSION_ITEM),
  column: Type.Array(PERMISSION_ITEM),
  form: Type.Array(PERMISSION_ITEM),
  resource: Type.Array(PERMISSION_ITEM),
});
export type PermissionEntry = Static<typeof PERMISSION_ENTRY>;

export const USER_INFO = Type.Object({
  userId: Type.String(),
  userAccount: Type.String(),
  userName: Type.String(),
  headIcon: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  departmentId: NULLABLE_TEXT,
  departmentName: NULLABLE_TEXT,
  positionId: NULLABLE_TEXT,
  positionName: NULLABLE_TEXT,
  roleIds: Type.Array(Type.String()),
  /** The role names joined with ','. */
  roleName: Type.String(),
  isAdministrator: Type.Boolean(),
  /** Direct supervisor as "realName/account", or null when none is recorded (or they were removed). */
  manager: NULLABLE_TEXT,
  mobilePhone: NULLABLE_TEXT,
  email: NULLABLE_TEXT,
  portalId: Type.String(),
  systemId: Type.String(),
  /** 1 when an earlier successful sign-in exists. */
  prevLogin: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** Epoch ms of the previous successful sign-in. */
  prevLoginTime: Type.Union([Type.Number(), Type.Null()]),
  prevLoginIPAddress: NULLABLE_TEXT,
  prevLoginIPAddressName: NULLABLE_TEXT,
  language: Type.String(),
  theme: Type.String(),
});
export type UserInfo = Static<typeof USER_INFO>;

export const CURRENT_USER = Type.Object({
  menuList: Type.Array(MENU_NODE),
  permissionList: Type.Array(PERMISSION_ENTRY),
  userInfo: USER_INFO,
  sysConfigInfo: SITE_CONFIG,
});
export type CurrentUser = Static<typeof CURRENT_USER>;
