import { Type, type Static } from 'typebox';

// User groups under /api/permission/Group (seed 000 section 6: rights are assignable to groups), written once.
// Nothing here may import fastify, kysely or node. Members use MEMBER_ITEM and MEMBERS_REQUEST of wire/roles.ts.

/** POST and PUT /api/permission/Group. id, creation and change times are the server's. */
export const GROUP_REQUEST = Type.Object(
  {
    fullName: Type.String({ maxLength: 200 }),
    enCode: Type.String({ maxLength: 200 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
    enabledMark: Type.Integer({ minimum: 0, maximum: 1 }),
    sortCode: Type.Optional(Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
  },
  { additionalProperties: false },
);
export type GroupRequest = Static<typeof GROUP_REQUEST>;

export const GROUP_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  description: Type.String(),
  enabledMark: Type.Integer(),
  sortCode: Type.Integer(),
  memberCount: Type.Integer(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
});
export type GroupItem = Static<typeof GROUP_ITEM>;
