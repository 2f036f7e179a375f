import { Type, type Static } from 'typebox';

// Menu management under /api/system/Menu and the per-menu elements under /api/system/Module{Button,Column,Form,
// Resource} (JNPF 3.x paths), written once. Nothing here may import fastify, kysely or node.

/** Types whose page is a generated module picked by moduleId (propertyJson.moduleId). */
export const MODULE_MENU_TYPES = [3, 4, 5, 8] as const;

export const MENU_CODE_MAX = 50;
export const MENU_NAME_MAX = 50;
export const MENU_URL_MAX = 300;

const MENU_FIELDS = {
  id: Type.String(),
  /** '-1' at the root. */
  parentId: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  /** An @ant-design/icons component name (src/ui/menu-icon-map.tsx). */
  icon: Type.String(),
  type: Type.Integer(),
  urlAddress: Type.String(),
  linkTarget: Type.String(),
  /** JSON text as stored: {"moduleId","isTree","iconBackgroundColor"}. */
  propertyJson: Type.String(),
  /** From propertyJson, '' when none. */
  moduleId: Type.String(),
  /** From propertyJson, 0 when none. */
  isTree: Type.Integer(),
  projectType: Type.Integer(),
  hidden: Type.Integer(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
};

/** One menu without its children (GET /api/system/Menu/{id}). */
export const MENU_INFO = Type.Object(MENU_FIELDS);
export type MenuInfo = Static<typeof MENU_INFO>;

/** The administration tree: every menu whatever its state, children nested. Use once per schema. */
export const MENU_ADMIN_NODE = Type.Cyclic(
  {
    MenuAdminNode: Type.Object({ ...MENU_FIELDS, hasChildren: Type.Boolean(), children: Type.Array(Type.Ref('MenuAdminNode')) }),
  },
  'MenuAdminNode',
);
export type MenuAdminNode = Static<typeof MENU_ADMIN_NODE>;

/** GET /api/system/Menu: keyword matches name or code; matches keep their ancestors so the tree still reads. */
export const MENU_TREE_QUERY = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
});

/** The parent picker: every menu except the one edited and those under it. */
export const MENU_SELECTOR_NODE = Type.Cyclic(
  {
    MenuSelectorNode: Type.Object({
      id: Type.String(),
      parentId: Type.String(),
      fullName: Type.String(),
      icon: Type.String(),
      type: Type.Integer(),
      hasChildren: Type.Boolean(),
      children: Type.Array(Type.Ref('MenuSelectorNode')),
    }),
  },
  'MenuSelectorNode',
);
export type MenuSelectorNode = Static<typeof MENU_SELECTOR_NODE>;

/** POST /api/system/Menu and PUT /api/system/Menu/{id}. The id is never in the body. */
export const MENU_BODY = Type.Object(
  {
    parentId: Type.String({ minLength: 1, maxLength: 64 }),
    enCode: Type.String({ maxLength: MENU_CODE_MAX }),
    fullName: Type.String({ maxLength: MENU_NAME_MAX }),
    icon: Type.Optional(Type.String({ maxLength: 60 })),
    /** Spec 2.2: 1 directory, 2 page, 3 form, 4 dictionary, 5 report, 6 data view, 7 link, 8 portal. */
    type: Type.Union([
      Type.Literal(1),
      Type.Literal(2),
      Type.Literal(3),
      Type.Literal(4),
      Type.Literal(5),
      Type.Literal(6),
      Type.Literal(7),
      Type.Literal(8),
    ]),
    urlAddress: Type.Optional(Type.String({ maxLength: MENU_URL_MAX })),
    linkTarget: Type.Optional(Type.Union([Type.Literal('_self'), Type.Literal('_blank')])),
    moduleId: Type.Optional(Type.String({ maxLength: 64 })),
    isTree: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    /** 1 every project, 2 reservoir projects, 3 river-patrol projects. */
    projectType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
    hidden: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
    enabledMark: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  },
  { additionalProperties: false },
);
export type MenuBody = Static<typeof MENU_BODY>;

/** The element kinds and their JNPF 3.x path segments. */
export const ELEMENT_PATHS = { button: 'ModuleButton', column: 'ModuleColumn', form: 'ModuleForm', resource: 'ModuleResource' } as const;
export type ElementKind = keyof typeof ELEMENT_PATHS;

/** A button, list column, form field or data resource of one menu page, as the grant screen offers it. */
export const MENU_ELEMENT = Type.Object({
  id: Type.String(),
  /** The menu's id (JNPF's name). */
  moduleId: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  sortCode: Type.Integer(),
});
export type MenuElement = Static<typeof MENU_ELEMENT>;

export const ELEMENT_QUERY = Type.Object({
  moduleId: Type.String({ minLength: 1, maxLength: 64 }),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
});

/** POST: moduleId names the menu. PUT keeps the element on its menu, so moduleId is not sent. */
export const ELEMENT_CREATE_BODY = Type.Object(
  {
    moduleId: Type.String({ minLength: 1, maxLength: 64 }),
    enCode: Type.String({ maxLength: MENU_CODE_MAX }),
    fullName: Type.String({ maxLength: MENU_NAME_MAX }),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  },
  { additionalProperties: false },
);
export type ElementCreateBody = Static<typeof ELEMENT_CREATE_BODY>;

export const ELEMENT_UPDATE_BODY = Type.Object(
  {
    enCode: Type.String({ maxLength: MENU_CODE_MAX }),
    fullName: Type.String({ maxLength: MENU_NAME_MAX }),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  },
  { additionalProperties: false },
);
export type ElementUpdateBody = Static<typeof ELEMENT_UPDATE_BODY>;

export const CREATED_ID = Type.Object({ id: Type.String() });
