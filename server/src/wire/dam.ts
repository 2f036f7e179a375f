import { Type, type Static } from 'typebox';

// Dams and stations under /api/dam/list (seed 001 section 7), written once. Nothing here may import fastify, kysely or node.

const NULLABLE_NUMBER = Type.Union([Type.Number(), Type.Null()]);

export const DAM = Type.Object({
  /** The same as `id`: the spec's name for it. */
  damId: Type.String(),
  id: Type.String(),
  projectId: Type.String(),
  projectName: Type.String(),
  code: Type.String(),
  name: Type.String(),
  /** earth-rockfill, concrete-gravity, arch, sluice or weir. */
  damType: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  crestElevation: NULLABLE_NUMBER,
  crestLength: NULLABLE_NUMBER,
  maxHeight: NULLABLE_NUMBER,
  normalPoolLevel: NULLABLE_NUMBER,
  floodLimitLevel: NULLABLE_NUMBER,
  designFloodLevel: NULLABLE_NUMBER,
  checkFloodLevel: NULLABLE_NUMBER,
  deadLevel: NULLABLE_NUMBER,
  totalCapacity: NULLABLE_NUMBER,
  /** IANA zone the dam's local reading times are read in. */
  timeZone: Type.String(),
  remark: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
  pointCount: Type.Integer(),
});
export type Dam = Static<typeof DAM>;
