import { Type, type Static } from 'typebox';
import { TREE_ITEM_FIELDS } from './tree-item';

// Companies and departments under /api/permission/Organize, written once. Nothing here may import fastify, kysely or node.

/** A unit of the organisation-management page's tree: a tree node with its state, order and creation time. */
export const ORGANIZE_NODE = Type.Cyclic(
  {
    OrganizeNode: Type.Object({
      ...TREE_ITEM_FIELDS,
      category: Type.Union([Type.Literal('company'), Type.Literal('department')]),
      sortCode: Type.Integer(),
      enabledMark: Type.Integer(),
      createdAt: Type.Number(),
      children: Type.Array(Type.Ref('OrganizeNode')),
    }),
  },
  'OrganizeNode',
);
export type OrganizeNode = Static<typeof ORGANIZE_NODE>;
