import { Type, type Static } from 'typebox';

// Monitoring readings on the REST API (server/docs/monitoring.md), written once: the routes validate and serialise
// with these schemas, the console and streams/ `import type` the Static types. Nothing here may import fastify,
// kysely or node.

const NULLABLE_NUMBER = Type.Union([Type.Number(), Type.Null()]);

/** Named channel values of a multi-value point (an inverted plumb line's x and y), or null for a single value. */
export const READING_VALUES = Type.Union([Type.Record(Type.String(), Type.Number()), Type.Null()]);
export type ReadingValues = Static<typeof READING_VALUES>;

/** A point's newest reading, as embedded in a point (`latest`) and in the project's latest list. */
export const LATEST_READING = Type.Object({
  /** Epoch ms the reading was taken. */
  ts: Type.Number(),
  value: Type.Number(),
  values: READING_VALUES,
  /** 0 good; higher is worse. */
  quality: Type.Integer(),
  /** Epoch ms the server stored it. */
  receivedAt: Type.Number(),
});
export type LatestReading = Static<typeof LATEST_READING>;

/** `GET /api/monitoring/points/{id}/latest`: the newest reading with its point, or null when it has none. */
export const POINT_LATEST_READING = Type.Object({ pointId: Type.String(), ...LATEST_READING.properties });
export type PointLatestReading = Static<typeof POINT_LATEST_READING>;

/** One line of `GET /api/monitoring/readings/latest?projectId`: every enabled point of the project with its newest reading. */
export const PROJECT_LATEST_ITEM = Type.Object({
  pointId: Type.String(),
  code: Type.String(),
  name: Type.String(),
  type: Type.String(),
  unit: Type.String(),
  damId: Type.String(),
  projectId: Type.String(),
  latest: Type.Union([LATEST_READING, Type.Null()]),
});
export type ProjectLatestItem = Static<typeof PROJECT_LATEST_ITEM>;

/** A stored reading, or (downsampled) the summary of one time bucket. */
export const RANGE_ITEM = Type.Object({
  /** The reading's time, or the bucket's start. */
  ts: Type.Number(),
  /** The reading's value, or the bucket's mean. */
  value: Type.Number(),
  values: READING_VALUES,
  /** The reading's quality, or the worst in the bucket. */
  quality: Type.Integer(),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  count: Type.Optional(Type.Integer()),
  /** Time of the bucket's last reading, whose channel values `values` holds. */
  lastTs: Type.Optional(Type.Number()),
});
export type RangeItem = Static<typeof RANGE_ITEM>;

/** `GET /api/monitoring/points/{id}/readings?from&to&limit`: oldest first, downsampled past `limit`. */
export const READING_RANGE = Type.Object({
  pointId: Type.String(),
  unit: Type.String(),
  from: Type.Number(),
  to: Type.Number(),
  limit: Type.Integer(),
  downsampled: Type.Boolean(),
  /** Bucket width when downsampled, else null. */
  bucketMs: NULLABLE_NUMBER,
  list: Type.Array(RANGE_ITEM),
});
export type ReadingRange = Static<typeof READING_RANGE>;

/**
 * One reading a caller sends. Documentation only: the ingest body takes its items unchecked so that the service
 * reports each bad reading by its index instead of refusing the whole batch.
 */
export const READING_INPUT = Type.Object({
  /** The point's id, or its code. */
  pointId: Type.String(),
  /** Epoch ms, or `YYYY-MM-DD HH:mm:ss` read in the dam's (or the request's) time zone. */
  ts: Type.Union([Type.Number(), Type.String()]),
  value: Type.Optional(Type.Number()),
  values: Type.Optional(Type.Record(Type.String(), Type.Number())),
  quality: Type.Optional(Type.Integer()),
});
export type ReadingInput = Static<typeof READING_INPUT>;

/** `POST /api/monitoring/readings`. */
export const INGEST_REQUEST = Type.Object(
  {
    readings: Type.Array(Type.Unknown({ description: 'A reading: { pointId, ts, value?, values?, quality? }' })),
    /** All or nothing: one rejection stores nothing and answers 400. */
    atomic: Type.Optional(Type.Boolean()),
    /** IANA zone for readings whose `ts` is a local date-time text. */
    timeZone: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type IngestRequest = Static<typeof INGEST_REQUEST>;

/** Why one reading was not stored. */
export const INGEST_REJECTION = Type.Object({
  /** Position in the caller's list, or the file's data row (0-based). */
  index: Type.Integer(),
  /** 1-based line of an imported file. */
  line: Type.Optional(Type.Integer()),
  /** The file column the value came from. */
  field: Type.Optional(Type.String()),
  pointId: Type.Optional(Type.String()),
  reason: Type.String(),
});
export type IngestRejection = Static<typeof INGEST_REJECTION>;

/** The answer of both ingest calls (JSON and file import); an atomic batch with rejections carries it with code 400. */
export const INGEST_RESULT = Type.Object({
  accepted: Type.Integer(),
  /** The first 1,000 rejections, in input order; `rejectedCount` has the total. */
  rejected: Type.Array(INGEST_REJECTION),
  duplicates: Type.Integer(),
  received: Type.Integer(),
  rejectedCount: Type.Integer(),
  /** File import only: the format read, its data rows and the file's name. */
  format: Type.Optional(Type.String()),
  dataRows: Type.Optional(Type.Integer()),
  fileName: Type.Optional(Type.String()),
});
export type IngestResult = Static<typeof INGEST_RESULT>;
