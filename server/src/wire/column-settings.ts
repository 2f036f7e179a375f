import { Type, type Static } from 'typebox';

// Saved table layouts per person and menu (contract section 7), written once. Nothing here may import fastify,
// kysely or node.

/** One column of a saved layout, in display order. */
export const COLUMN_FIELD = Type.Object({
  prop: Type.String(),
  label: Type.Optional(Type.String()),
  visible: Type.Boolean(),
  fixed: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
  width: Type.Optional(Type.Integer()),
});
export type ColumnField = Static<typeof COLUMN_FIELD>;

/** The columns of a module; empty when nothing is saved. */
export const COLUMN_LAYOUT = Type.Array(COLUMN_FIELD);

/**
 * PUT /api/permission/Authority/SetColumnsByModuleId/{id}. `fieldList` is JSON text of ColumnField[] (checked item by
 * item so the refusal names the column); an empty list clears the layout.
 */
export const COLUMN_LAYOUT_REQUEST = Type.Object(
  { moduleId: Type.String({ minLength: 1, maxLength: 64 }), fieldList: Type.String({ maxLength: 100_000 }) },
  { additionalProperties: false },
);
export type ColumnLayoutRequest = Static<typeof COLUMN_LAYOUT_REQUEST>;
