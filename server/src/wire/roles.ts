import { Type, type Static } from 'typebox';

// Roles under /api/permission/Role (seed 000 section 7.8, seed 001 section 7 "Roles"), written once: the routes
// validate and serialise with these schemas, the console `import type`s them. Nothing here may import fastify,
// kysely or node.

const ID = Type.String({ minLength: 1, maxLength: 64 });

/** POST and PUT /api/permission/Role. id, creation and change times are the server's. */
export const ROLE_REQUEST = Type.Object(
  {
    fullName: Type.String({ maxLength: 200 }),
    enCode: Type.String({ maxLength: 200 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    /** 1: offered in every organisation; 0: only in `organizeIds`. */
    globalMark: Type.Integer({ minimum: 0, maximum: 1 }),
    organizeIds: Type.Optional(Type.Array(ID, { maxItems: 200 })),
    enabledMark: Type.Integer({ minimum: 0, maximum: 1 }),
    sortCode: Type.Optional(Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
  },
  { additionalProperties: false },
);
export type RoleRequest = Static<typeof ROLE_REQUEST>;

export const ROLE_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  description: Type.String(),
  globalMark: Type.Integer(),
  organizeIds: Type.Array(Type.String()),
  /** The organisations' paths ('Company/Department'), comma-joined; '' for a global role. */
  organizeName: Type.String(),
  enabledMark: Type.Integer(),
  sortCode: Type.Integer(),
  /** People holding the role. */
  memberCount: Type.Integer(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type RoleItem = Static<typeof ROLE_ITEM>;

/** GET /api/permission/Role and /Role/listByProject: the list's filters beside the paging fields. */
export const ROLE_LIST_FILTER = {
  organizeId: Type.Optional(Type.String({ maxLength: 64 })),
  enabledMark: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('')])),
};

/** POST /api/permission/Role/getListByOrgIds. */
export const ROLE_BY_ORGANIZE_REQUEST = Type.Object({ organizeIds: Type.Array(ID, { maxItems: 500 }) }, { additionalProperties: false });

/** A role with the people of one project who hold it (GET /api/permission/Role/getInfoByProject/{projectId}). */
export const PROJECT_ROLE = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  users: Type.Array(Type.Object({ id: Type.String(), account: Type.String(), realName: Type.String() })),
});
export type ProjectRole = Static<typeof PROJECT_ROLE>;

/** A person holding a role or in a group (member lists). */
export const MEMBER_ITEM = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  /** 'Company/Department'. */
  organize: Type.String(),
  enabledMark: Type.Integer(),
});
export type MemberItem = Static<typeof MEMBER_ITEM>;

/** POST .../Members: people to add. */
export const MEMBERS_REQUEST = Type.Object({ userIds: Type.Array(ID, { minItems: 1, maxItems: 500 }) }, { additionalProperties: false });
export type MembersRequest = Static<typeof MEMBERS_REQUEST>;
