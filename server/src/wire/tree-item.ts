import { Type, type Static } from 'typebox';

// The node of the shared tree widgets (seed 000 section 3): tree selects, the user picker, the organisation tree.
// Written once. Nothing here may import fastify, kysely or node.

export const TREE_ITEM_TYPE = Type.Union([
  Type.Literal('company'),
  Type.Literal('department'),
  Type.Literal('user'),
  Type.Literal('role'),
  Type.Literal('position'),
  Type.Literal('project'),
]);

/** The fields every tree node has; `children` is added by each recursive shape. */
export const TREE_ITEM_FIELDS = {
  id: Type.String(),
  parentId: Type.String(),
  fullName: Type.String(),
  /** An antd icon name. */
  icon: Type.String(),
  type: TREE_ITEM_TYPE,
  hasChildren: Type.Boolean(),
  isLeaf: Type.Boolean(),
  enCode: Type.Optional(Type.String()),
  account: Type.Optional(Type.String()),
  realName: Type.Optional(Type.String()),
  headIcon: Type.Optional(Type.String()),
  /** Users only: their place in the organisation, 'Company/Department'. */
  organize: Type.Optional(Type.String()),
};

/** A tree node with its children nested (absent on a leaf). Use once per schema (see wire/current-user.ts MENU_NODE). */
export const TREE_ITEM = Type.Cyclic(
  { TreeItem: Type.Object({ ...TREE_ITEM_FIELDS, children: Type.Optional(Type.Array(Type.Ref('TreeItem'))) }) },
  'TreeItem',
);
export type TreeItem = Static<typeof TREE_ITEM>;
