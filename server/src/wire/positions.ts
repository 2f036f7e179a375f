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
