import { Type, type Static } from 'typebox';

// The project selector and the project calls of seed 000 section 7.13, written once. Nothing here may import fastify,
// kysely or node.

/** A project in the selector's cascader. */
export const PROJECT_OPTION = Type.Object({
  label: Type.String(),
  value: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  orgId: Type.String(),
  projectTypeId: Type.String(),
  isManager: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** Sluice's addition: the menu projectType (2 reservoir, 3 river patrol, 1 other) this project selects. */
  menuProjectType: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
});
export type ProjectOption = Static<typeof PROJECT_OPTION>;

/** A group of projects (by group name) in the cascader. */
export const PROJECT_GROUP_OPTION = Type.Object({ label: Type.String(), value: Type.String(), children: Type.Array(PROJECT_OPTION) });
export type ProjectGroupOption = Static<typeof PROJECT_GROUP_OPTION>;

/** A project without an exhibition page (every project the person sees: Sluice has none). */
export const EXHIBITION_PROJECT = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  projectTypeId: Type.String(),
  orgId: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
});
export type ExhibitionProject = Static<typeof EXHIBITION_PROJECT>;
