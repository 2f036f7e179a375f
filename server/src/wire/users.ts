import { Type, type Static } from 'typebox';

// The user directory and its administration under /api/permission/Users (server/docs/users-contract.md), written once:
// the routes validate and serialise with these schemas, the console `import type`s them. Nothing here may import
// fastify, kysely or node.

// The schema bounds the shape and size; the route's rules give the precise limits in the caller's language.
const OPTIONAL_TEXT = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** POST and PUT /api/permission/Users. id, password and creation time are the server's. */
export const USER_REQUEST = Type.Object(
  {
    account: Type.String({ maxLength: 200 }),
    realName: Type.String({ maxLength: 200 }),
    mobilePhone: OPTIONAL_TEXT(50),
    email: OPTIONAL_TEXT(200),
    organizeId: Type.String({ maxLength: 64 }),
    departmentId: OPTIONAL_TEXT(64),
    positionId: OPTIONAL_TEXT(64),
    roleIds: Type.Optional(Type.Union([Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 }), Type.Null()])),
    managerId: OPTIONAL_TEXT(64),
    enabledMark: Type.Integer({ minimum: 0, maximum: 1 }),
    sortCode: Type.Optional(Type.Union([Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }), Type.Null()])),
    description: OPTIONAL_TEXT(2000),
  },
  { additionalProperties: false },
);
export type UserRequest = Static<typeof USER_REQUEST>;

/** The filter the list (query) and the export (body) share. */
export const USER_FILTER_FIELDS = {
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  organizeId: Type.Optional(Type.String({ maxLength: 64 })),
  /** People holding this role. */
  roleId: Type.Optional(Type.String({ maxLength: 64 })),
  /** People holding this position. */
  positionId: Type.Optional(Type.String({ maxLength: 64 })),
  sidx: Type.Optional(Type.String({ maxLength: 50 })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
};

/** POST /api/permission/Users/Actions/Export: the filter, and the zone the creation times are written in. */
export const USER_EXPORT_REQUEST = Type.Object(
  { ...USER_FILTER_FIELDS, timeZone: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type UserExportRequest = Static<typeof USER_EXPORT_REQUEST>;

/**
 * A person as the user-management page lists them. Text fields are '' rather than null. Every field but `id` is
 * optional: the fields of a column the caller's permissions hide are left out.
 */
export const USER_ITEM = Type.Object({
  id: Type.String(),
  account: Type.Optional(Type.String()),
  realName: Type.Optional(Type.String()),
  mobilePhone: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  organizeId: Type.Optional(Type.String()),
  organizeName: Type.Optional(Type.String()),
  departmentId: Type.Optional(Type.String()),
  departmentName: Type.Optional(Type.String()),
  positionId: Type.Optional(Type.String()),
  positionName: Type.Optional(Type.String()),
  roleIds: Type.Optional(Type.Array(Type.String())),
  /** JNPF 3.x's form of roleIds: the ids joined with ','. */
  roleId: Type.Optional(Type.String()),
  roleName: Type.Optional(Type.String()),
  isAdministrator: Type.Optional(Type.Integer()),
  enabledMark: Type.Optional(Type.Integer()),
  sortCode: Type.Optional(Type.Integer()),
  createdAt: Type.Optional(Type.Number()),
  headIcon: Type.Optional(Type.String()),
  managerId: Type.Optional(Type.String()),
  /** 'Name/account', or ''. */
  managerName: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
});
export type UserItem = Static<typeof USER_ITEM>;

/** The answer to a create: the only time the initial password is shown. */
export const USER_CREATED = Type.Object({ id: Type.String(), initialPassword: Type.String() });
export type UserCreated = Static<typeof USER_CREATED>;

export const USER_SAVED = Type.Object({ id: Type.String() });

/** A successful import: every row became a person, each with the initial password to hand over. */
export const USER_IMPORT_RESULT = Type.Object({
  created: Type.Integer(),
  users: Type.Array(Type.Object({ account: Type.String(), initialPassword: Type.String() })),
});
export type UserImportResult = Static<typeof USER_IMPORT_RESULT>;

/** POST /api/permission/Users/getUserList: the ids a picker holds. */
export const USER_IDS_REQUEST = Type.Object(
  { userId: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 }) },
  { additionalProperties: false },
);

/** POST /api/permission/Users/ImUser/Selector/{organizeId}: `{ keyword? }`, or no body at all (lazy loading). */
export const USER_PICKER_REQUEST = Type.Union([
  Type.Object({ keyword: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])) }, { additionalProperties: false }),
  Type.Null(),
]);

/** A file download: an .xlsx, or the JSON envelope when refused. */
export const XLSX_RESPONSE = {
  200: {
    description: 'An .xlsx workbook (a refusal answers the JSON envelope instead)',
    content: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: Type.String({ format: 'binary' }) } },
  },
};

/** A person in a member list (a position's holders, a role's holders in a unit). */
export const USER_MEMBER = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  /** 'Name/account'. */
  fullName: Type.String(),
  headIcon: Type.String(),
  /** 'Company/Department'. */
  organize: Type.String(),
  enabledMark: Type.Integer(),
});
export type UserMember = Static<typeof USER_MEMBER>;

/** POST /api/permission/Users/deleteUsers: several people at once, all or none. */
export const USER_DELETE_MANY_REQUEST = Type.Object(
  { ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 500 }) },
  { additionalProperties: false },
);

/** POST /api/permission/Users/getSubordinates: `{ keyword? }` or no body. */
export const USER_KEYWORD_REQUEST = Type.Union([
  Type.Object({ keyword: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])) }, { additionalProperties: false }),
  Type.Null(),
]);
