import { Type, type Static } from 'typebox';
import { TREE_ITEM_FIELDS } from './tree-item';

// Companies and departments under /api/permission/Organize, written once. Nothing here may import fastify, kysely or node.

const CATEGORY = Type.Union([Type.Literal('company'), Type.Literal('department')]);

/** A unit of the organisation-management page's tree: a tree node with its state, order and creation time. */
export const ORGANIZE_NODE = Type.Cyclic(
  {
    OrganizeNode: Type.Object({
      ...TREE_ITEM_FIELDS,
      category: CATEGORY,
      sortCode: Type.Integer(),
      enabledMark: Type.Integer(),
      createdAt: Type.Number(),
      /** JNPF 3.x's name for createdAt. */
      creatorTime: Type.Number(),
      lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
      description: Type.String(),
      managerId: Type.String(),
      children: Type.Array(Type.Ref('OrganizeNode')),
    }),
  },
  'OrganizeNode',
);
export type OrganizeNode = Static<typeof ORGANIZE_NODE>;

const OPTIONAL_TEXT = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/**
 * POST /Organize, PUT /Organize/{id}, POST /Organize/{companyId}/Department, PUT .../Department/{id}. `id` is accepted
 * because JNPF 3.x clients send it on PUT; it must match the address. creatorTime and the tree path are the server's.
 */
export const ORGANIZE_REQUEST = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 64 })),
    parentId: Type.String({ minLength: 1, maxLength: 64 }),
    /** Absent on the department calls (always 'department') and on PUT (kept). */
    category: Type.Optional(CATEGORY),
    fullName: Type.String({ maxLength: 50 }),
    enCode: Type.String({ maxLength: 50 }),
    managerId: OPTIONAL_TEXT(64),
    sortCode: Type.Optional(Type.Union([Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 }), Type.Null()])),
    enabledMark: Type.Integer({ minimum: 0, maximum: 1 }),
    description: OPTIONAL_TEXT(500),
  },
  { additionalProperties: false },
);
export type OrganizeRequest = Static<typeof ORGANIZE_REQUEST>;

/** GET /Organize/{id} and GET .../Department/{id}: one unit with the names JNPF 3.x forms read. */
export const ORGANIZE_INFO = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  category: CATEGORY,
  fullName: Type.String(),
  enCode: Type.String(),
  managerId: Type.String(),
  /** 'Name/account', or ''. */
  managerName: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Union([Type.Number(), Type.Null()]),
  /** Ids from the root company down to this unit (inclusive), for cascaders. */
  organizeIdTree: Type.Array(Type.String()),
  /** 'Company/Department'. */
  organizeName: Type.String(),
});
export type OrganizeInfo = Static<typeof ORGANIZE_INFO>;

/** A department in GET /Organize/{companyId}/Department (paged). */
export const DEPARTMENT_ITEM = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  /** 'Company/Department' of its parent. */
  parentName: Type.String(),
  managerName: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  description: Type.String(),
  creatorTime: Type.Number(),
});
export type DepartmentItem = Static<typeof DEPARTMENT_ITEM>;

/** The answer to a create: the new unit's id. */
export const ORGANIZE_SAVED = Type.Object({ id: Type.String() });
