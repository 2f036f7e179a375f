import { Type, type Static } from 'typebox';
import { LATEST_READING } from './reading';

// Monitoring points under /api/deploy/monitoringPointManagement (seed 001 section 7, server/docs/monitoring.md),
// written once. Nothing here may import fastify, kysely or node.

/** The point types, in the order listMapByType answers them (db/tables/monitoring.ts POINT_TYPES holds the same list). */
export const POINT_TYPE = Type.Union([
  Type.Literal('water-level'),
  Type.Literal('rainfall'),
  Type.Literal('seepage-flow'),
  Type.Literal('osmotic-pressure'),
  Type.Literal('surface-displacement'),
  Type.Literal('deep-displacement'),
]);
export type PointType = Static<typeof POINT_TYPE>;

/** An id or code in a path, query or body: letters, digits and `_ . : @ -` (no NUL, which PostgreSQL refuses). */
export const ID_TEXT = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:@-]+$' });

/** One named value of a multi-value point: a GNSS axis or an inclinometer depth. */
export const POINT_CHANNEL = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9_]+$' }),
    label: Type.String({ maxLength: 50 }),
    unit: Type.String({ maxLength: 20 }),
    /** Metres below the collar, for inclinometer depths. */
    depth: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type PointChannel = Static<typeof POINT_CHANNEL>;

const NULLABLE_NUMBER = Type.Union([Type.Number(), Type.Null()]);
/** A sensor's range: wide, but finite and bounded so a stray 1e308 is refused rather than stored. */
const RANGE_VALUE = Type.Union([Type.Number({ minimum: -1e9, maximum: 1e9 }), Type.Null()]);

/**
 * What a point editor may set. `type` and `damId` are fixed once created (readings depend on them); id, projectId
 * (the dam's), creation and update times are the server's.
 */
export const POINT_EDITABLE_FIELDS = {
  // No dots: `<code>.<channel>` names a channel in import headers and mappings.
  code: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_-]+$' }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  instrument: Type.Optional(Type.String({ maxLength: 100 })),
  unit: Type.String({ minLength: 1, maxLength: 20 }),
  channels: Type.Optional(Type.Array(POINT_CHANNEL, { maxItems: 64 })),
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
  elevation: Type.Optional(Type.Union([Type.Number({ minimum: -1000, maximum: 10000 }), Type.Null()])),
  section: Type.Optional(Type.String({ maxLength: 50 })),
  location: Type.Optional(Type.String({ maxLength: 200 })),
  rangeMin: Type.Optional(RANGE_VALUE),
  rangeMax: Type.Optional(RANGE_VALUE),
  intervalSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 * 86_400 })),
  remark: Type.Optional(Type.String({ maxLength: 500 })),
  sortCode: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  enabledMark: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
};

/** POST /api/deploy/monitoringPointManagement: the project is the dam's. */
export const POINT_CREATE_REQUEST = Type.Object(
  { damId: ID_TEXT, type: POINT_TYPE, ...POINT_EDITABLE_FIELDS },
  { additionalProperties: false },
);
export type PointCreateRequest = Static<typeof POINT_CREATE_REQUEST>;

/** PUT /api/deploy/monitoringPointManagement/{id}: any editable field; nothing else (projectId, damId, createdAt are refused). */
// The options go on Partial itself: it builds a new object schema and does not carry over the inner one's.
export const POINT_UPDATE_REQUEST = Type.Partial(Type.Object(POINT_EDITABLE_FIELDS), { additionalProperties: false });
export type PointUpdateRequest = Static<typeof POINT_UPDATE_REQUEST>;

/** POST /api/deploy/monitoringPointManagement/listMapByType. */
export const POINT_MAP_REQUEST = Type.Object(
  {
    projectId: ID_TEXT,
    damId: Type.Optional(Type.Union([ID_TEXT, Type.Literal('')])),
    enabledMark: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  },
  { additionalProperties: false },
);

/** A monitoring point as the API returns it: its row, its dam's and project's names, and its newest reading. */
export const POINT = Type.Object({
  /** The same as `id`: the spec's name for it. */
  monitoringPointId: Type.String(),
  id: Type.String(),
  projectId: Type.String(),
  damId: Type.String(),
  code: Type.String(),
  name: Type.String(),
  type: Type.String(),
  instrument: Type.String(),
  unit: Type.String(),
  channels: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), unit: Type.String(), depth: Type.Optional(Type.Number()) })),
  latitude: Type.Number(),
  longitude: Type.Number(),
  elevation: NULLABLE_NUMBER,
  section: Type.String(),
  location: Type.String(),
  rangeMin: NULLABLE_NUMBER,
  rangeMax: NULLABLE_NUMBER,
  intervalSeconds: Type.Integer(),
  remark: Type.String(),
  sortCode: Type.Integer(),
  enabledMark: Type.Integer(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
  damName: Type.String(),
  projectName: Type.String(),
  latest: Type.Union([LATEST_READING, Type.Null()]),
});
export type Point = Static<typeof POINT>;

/**
 * GET .../list: `{ list }` without a page; `{ list, pagination }` with currentPage; and for the form-field picker's
 * pageNum also `rows` and `total` (its own names for the same page).
 */
export const POINT_LIST = Type.Object({
  list: Type.Array(POINT),
  rows: Type.Optional(Type.Array(POINT)),
  total: Type.Optional(Type.Integer()),
  pagination: Type.Optional(Type.Object({ currentPage: Type.Integer(), pageSize: Type.Integer(), total: Type.Integer() })),
});

/** listMapByType: every point type as a key (empty list when the project has none). */
export const POINT_MAP = Type.Record(Type.String(), Type.Array(POINT));
