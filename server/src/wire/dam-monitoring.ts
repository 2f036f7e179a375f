import { Type, type Static } from 'typebox';
import { EPOCH_MS_MAX } from './dam-records';
import { PAGING_QUERY } from './envelope';
import { ID_TEXT } from './monitoring-point';
import { LATEST_READING, READING_VALUES } from './reading';

// The dam monitoring calls of seed 001 section 7 beyond the manual records (server/src/routes/dam-monitoring/README.md):
// reading lists and corrections, series, profiles and statistics. Written once; nothing here may import fastify,
// kysely or node.

const NULLABLE_NUMBER = Type.Union([Type.Number(), Type.Null()]);
const EPOCH_MS = Type.Integer({ minimum: 0, maximum: EPOCH_MS_MAX });

/** Which points a list or statistics call covers: every readable project when none is given. */
export const SCOPE_QUERY = {
  projectId: Type.Optional(ID_TEXT),
  damId: Type.Optional(ID_TEXT),
  pointId: Type.Optional(ID_TEXT),
};

/** `from`, `to` in epoch ms; statistics and series default to the 30 days before now. */
export const RANGE_QUERY = { from: Type.Optional(EPOCH_MS), to: Type.Optional(EPOCH_MS) };

/** Scope and range alone: the statistics calls. */
export const STATISTICS_QUERY = Type.Object({ ...SCOPE_QUERY, ...RANGE_QUERY, _t: PAGING_QUERY._t });
export type StatisticsQuery = Static<typeof STATISTICS_QUERY>;

/** Paged lists of records and readings: newest first unless `sort=asc`. */
export const DAM_LIST_QUERY = Type.Object({ ...PAGING_QUERY, ...SCOPE_QUERY, ...RANGE_QUERY });
export type DamListQuery = Static<typeof DAM_LIST_QUERY>;

/** Reading lists also filter by quality (0 good, 1 suspect, 2 bad) and, for displacement, by point type. */
export const READING_LIST_QUERY = Type.Object({
  ...PAGING_QUERY,
  ...SCOPE_QUERY,
  ...RANGE_QUERY,
  quality: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  type: Type.Optional(Type.Union([Type.Literal('surface-displacement'), Type.Literal('deep-displacement')])),
});
export type ReadingListQuery = Static<typeof READING_LIST_QUERY>;

/** Series of one point: range, and how many rows before buckets are answered instead. */
export const SERIES_RANGE_QUERY = Type.Object({
  ...RANGE_QUERY,
  limit: Type.Optional(Type.Integer({ minimum: 2, maximum: 10_000 })),
  _t: PAGING_QUERY._t,
});
export type SeriesRangeQuery = Static<typeof SERIES_RANGE_QUERY>;

/** One stored reading of a list. */
export const DAM_READING = Type.Object({
  pointId: Type.String(),
  pointCode: Type.String(),
  pointName: Type.String(),
  damId: Type.String(),
  unit: Type.String(),
  ts: Type.Number(),
  value: Type.Number(),
  values: READING_VALUES,
  quality: Type.Integer(),
});
export type DamReading = Static<typeof DAM_READING>;

/** A corrected reading: `value` for single-value points, `values` for the channels of a multi-value one. */
export const READING_CORRECTION = Type.Object(
  {
    pointId: ID_TEXT,
    ts: EPOCH_MS,
    value: Type.Optional(Type.Number({ minimum: -1_000_000, maximum: 1_000_000 })),
    values: Type.Optional(
      Type.Record(Type.String({ pattern: '^[A-Za-z0-9_]{1,20}$' }), Type.Number({ minimum: -1_000_000, maximum: 1_000_000 }), {
        maxProperties: 100,
      }),
    ),
    reason: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type ReadingCorrection = Static<typeof READING_CORRECTION>;

/** Statistics of one point over a range; the numbers are null when it has no usable reading there. */
export const POINT_STATISTICS = Type.Object({
  pointId: Type.String(),
  pointCode: Type.String(),
  pointName: Type.String(),
  damId: Type.String(),
  unit: Type.String(),
  count: Type.Integer(),
  min: NULLABLE_NUMBER,
  max: NULLABLE_NUMBER,
  mean: NULLABLE_NUMBER,
  first: NULLABLE_NUMBER,
  firstTs: NULLABLE_NUMBER,
  last: NULLABLE_NUMBER,
  lastTs: NULLABLE_NUMBER,
  /** last - first. */
  change: NULLABLE_NUMBER,
  /** change per day between the first and the last reading; null when they are the same reading. */
  ratePerDay: NULLABLE_NUMBER,
});
export type PointStatistics = Static<typeof POINT_STATISTICS>;

export const STATISTICS = Type.Object({ from: Type.Number(), to: Type.Number(), list: Type.Array(POINT_STATISTICS) });
export type Statistics = Static<typeof STATISTICS>;

/** Rain over the range at one gauge: the sum of its readings (each the rain of its interval, mm). */
export const RAINFALL_TOTAL = Type.Object({
  pointId: Type.String(),
  pointCode: Type.String(),
  pointName: Type.String(),
  damId: Type.String(),
  total: Type.Number(),
  count: Type.Integer(),
});
export type RainfallTotal = Static<typeof RAINFALL_TOTAL>;

/** `seepageStatistics`: flow statistics plus the rain that fell meanwhile (rainfallTotal: the gauges' mean). */
export const SEEPAGE_STATISTICS = Type.Object({
  ...STATISTICS.properties,
  rainfall: Type.Array(RAINFALL_TOTAL),
  rainfallTotal: NULLABLE_NUMBER,
});
export type SeepageStatistics = Static<typeof SEEPAGE_STATISTICS>;

/** `realTimeData/{code}`: a point, its newest reading and the 24 hours of readings before it. */
export const REAL_TIME_DATA = Type.Object({
  pointId: Type.String(),
  code: Type.String(),
  name: Type.String(),
  type: Type.String(),
  unit: Type.String(),
  damId: Type.String(),
  latest: Type.Union([LATEST_READING, Type.Null()]),
  ts: Type.Array(Type.Number()),
  /** null where the reading is bad. */
  values: Type.Array(NULLABLE_NUMBER),
});
export type RealTimeData = Static<typeof REAL_TIME_DATA>;

/** One pressure reading (or bucket) with the reservoir level at the same time. */
export const PRESSURE_LEVEL_PAIR = Type.Object({ ts: Type.Number(), pressure: Type.Number(), level: NULLABLE_NUMBER });

/** `osmoticPressureData/{code}`: for the pressure-against-reservoir-level scatter. */
export const OSMOTIC_PRESSURE_DATA = Type.Object({
  pointId: Type.String(),
  unit: Type.String(),
  /** The dam's reservoir level point (its first water-level point), or null when it has none. */
  levelPointId: Type.Union([Type.String(), Type.Null()]),
  levelUnit: Type.String(),
  from: Type.Number(),
  to: Type.Number(),
  downsampled: Type.Boolean(),
  bucketMs: NULLABLE_NUMBER,
  list: Type.Array(PRESSURE_LEVEL_PAIR),
});
export type OsmoticPressureData = Static<typeof OSMOTIC_PRESSURE_DATA>;

const SERIES_HEAD = {
  pointId: Type.String(),
  unit: Type.String(),
  from: Type.Number(),
  to: Type.Number(),
  /** True when the range held more than `limit` readings and each item is a bucket's mean. */
  downsampled: Type.Boolean(),
  bucketMs: NULLABLE_NUMBER,
  ts: Type.Array(Type.Number()),
};

/** `surfaceLevelData/{id}`: horizontal displacement of a surface point, columnar. */
export const SURFACE_LEVEL_DATA = Type.Object({
  ...SERIES_HEAD,
  x: Type.Array(NULLABLE_NUMBER),
  y: Type.Array(NULLABLE_NUMBER),
  resultant: Type.Array(NULLABLE_NUMBER),
});
export type SurfaceLevelData = Static<typeof SURFACE_LEVEL_DATA>;

/** `surfaceVerticalData/{id}`: settlement (z) of a surface point, columnar. */
export const SURFACE_VERTICAL_DATA = Type.Object({ ...SERIES_HEAD, z: Type.Array(NULLABLE_NUMBER) });
export type SurfaceVerticalData = Static<typeof SURFACE_VERTICAL_DATA>;

/** Profile dates: a comma list of epoch ms, or `count` dates spread evenly over from..to. */
export const PROFILE_QUERY = Type.Object({
  dates: Type.Optional(Type.String({ maxLength: 400, pattern: '^[0-9]{1,16}(,[0-9]{1,16}){0,19}$' })),
  ...RANGE_QUERY,
  count: Type.Optional(Type.Integer({ minimum: 2, maximum: 20 })),
  _t: PAGING_QUERY._t,
});
export type ProfileQuery = Static<typeof PROFILE_QUERY>;

/** An inclinometer profile: displacement per depth at several dates, with the threshold profile. */
export const DEPTH_PROFILE = Type.Object({
  pointId: Type.String(),
  unit: Type.String(),
  /** cumulative: displacement at each depth; incremental: change from the next deeper depth. */
  kind: Type.Union([Type.Literal('cumulative'), Type.Literal('incremental')]),
  /** m below the collar, shallow to deep. */
  depths: Type.Array(Type.Number()),
  profiles: Type.Array(
    Type.Object({
      /** The time asked for. */
      at: Type.Number(),
      /** The reading used: the newest at or before `at`; null when there is none. */
      ts: NULLABLE_NUMBER,
      values: Type.Array(NULLABLE_NUMBER),
    }),
  ),
  thresholds: Type.Array(Type.Object({ severity: Type.Integer(), upper: Type.Array(NULLABLE_NUMBER), lower: Type.Array(NULLABLE_NUMBER) })),
});
export type DepthProfile = Static<typeof DEPTH_PROFILE>;
