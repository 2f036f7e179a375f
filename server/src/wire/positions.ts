import { Type, type Static } from 'typebox';

// Positions under /api/permission/Position, written once. Nothing here may import fastify, kysely or node.

export const POSITION_ITEM = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  organizeId: Type.String(),
  /** The unit's path, 'Company/Department': position names repeat across departments. */
  organizeName: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
});
export type PositionItem = Static<typeof POSITION_ITEM>;

/** GET /api/permission/Position/{id}: the list's fields plus what the edit form shows. */
export const POSITION_INFO = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  /** Ids from the root company down to the position's unit, for cascaders. */
  organizeIdTree: Type.Array(Type.String()),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
  /** People who hold the position. */
  memberCount: Type.Integer(),
});
export type PositionInfo = Static<typeof POSITION_INFO>;

/** POST and PUT /api/permission/Position. `id` is accepted on PUT (JNPF 3.x sends it) and must match the address. */
export const POSITION_REQUEST = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 64 })),
    fullName: Type.String({ maxLength: 50 }),
    enCode: Type.String({ maxLength: 50 }),
    organizeId: Type.String({ minLength: 1, maxLength: 64 }),
    sortCode: Type.Optional(Type.Union([Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }), Type.Null()])),
    enabledMark: Type.Integer({ minimum: 0, maximum: 1 }),
    description: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type PositionRequest = Static<typeof POSITION_REQUEST>;

export const POSITION_SAVED = Type.Object({ id: Type.String() });

/** GET /api/permission/Position/All: every enabled position, for pickers. */
export const POSITION_OPTION = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
});
export type PositionOption = Static<typeof POSITION_OPTION>;
