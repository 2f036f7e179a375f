import { Type, type Static } from 'typebox';

// Grants under /api/permission/Authority/Data (seed 000 section 6: menu, button, list, form and data permissions for
// organisations, departments, positions, users, roles and groups), written once. Nothing here may import fastify,
// kysely or node.

export const GRANT_OBJECT_TYPE = Type.Union([
  Type.Literal('Role'),
  Type.Literal('Position'),
  Type.Literal('Organize'),
  Type.Literal('User'),
  Type.Literal('Group'),
]);
export type GrantObjectType = Static<typeof GRANT_OBJECT_TYPE>;

/** Narrowest first. */
export const DATA_SCOPE = Type.Union([
  Type.Literal('self'),
  Type.Literal('department'),
  Type.Literal('departmentAndBelow'),
  Type.Literal('organization'),
  Type.Literal('all'),
]);
export type DataScope = Static<typeof DATA_SCOPE>;

const IDS = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 5_000 });

/** What an object holds: menu ids, element ids by kind, and a data scope per menu id (menus absent: 'self'). */
const GRANT_FIELDS = {
  module: IDS,
  button: IDS,
  column: IDS,
  form: IDS,
  dataScope: Type.Record(Type.String({ maxLength: 64 }), DATA_SCOPE),
};

/** PUT /api/permission/Authority/Data/{objectId}: the object's whole grant set. */
export const AUTHORITY_REQUEST = Type.Object({ objectType: GRANT_OBJECT_TYPE, ...GRANT_FIELDS }, { additionalProperties: false });
export type AuthorityRequest = Static<typeof AUTHORITY_REQUEST>;

/** An element of a page the caller may grant. */
export const GRANTABLE_ELEMENT = Type.Object({ id: Type.String(), enCode: Type.String(), fullName: Type.String() });
export type GrantableElement = Static<typeof GRANTABLE_ELEMENT>;

/** A menu the caller may grant, with the elements of it he may grant; directories carry their children. */
export const GRANTABLE_MENU = Type.Cyclic(
  {
    GrantableMenu: Type.Object({
      id: Type.String(),
      parentId: Type.String(),
      enCode: Type.String(),
      fullName: Type.String(),
      type: Type.Integer(),
      button: Type.Array(GRANTABLE_ELEMENT),
      column: Type.Array(GRANTABLE_ELEMENT),
      form: Type.Array(GRANTABLE_ELEMENT),
      /** The widest data scope the caller may give on this menu. */
      maxDataScope: DATA_SCOPE,
      children: Type.Array(Type.Ref('GrantableMenu')),
    }),
  },
  'GrantableMenu',
);
export type GrantableMenu = Static<typeof GRANTABLE_MENU>;

/** GET /api/permission/Authority/Data/{objectId}?objectType: what the object holds and what the caller may grant. */
export const AUTHORITY_DATA = Type.Object({
  objectType: GRANT_OBJECT_TYPE,
  objectId: Type.String(),
  ...GRANT_FIELDS,
  tree: Type.Array(GRANTABLE_MENU),
});
export type AuthorityData = Static<typeof AUTHORITY_DATA>;

export const AUTHORITY_QUERY = Type.Object({ objectType: GRANT_OBJECT_TYPE, _t: Type.Optional(Type.String({ maxLength: 20 })) });
