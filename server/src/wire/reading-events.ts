import { Type, type Static } from 'typebox';

// The live feed's reading events (contract section 4, server/src/hub/reading-feed.ts publishes them), written once:
// streams/ checks what arrives against these schemas (streams/protocol/wire-checks/reading-events.generated.ts) and `import type`s
// the Static types. Nothing here may import fastify, kysely or node.

/** One point's newest reading of a stored batch, and how many readings of it the batch held. */
export const READINGS_EVENT_POINT = Type.Object({
  pointId: Type.String(),
  damId: Type.String(),
  count: Type.Integer(),
  /** Epoch ms the reading was taken. */
  ts: Type.Number(),
  value: Type.Number(),
  /** 0 good; higher is worse. */
  quality: Type.Integer(),
  /** Named channel values of a multi-value point; absent for a single value. */
  values: Type.Optional(Type.Record(Type.String(), Type.Number())),
});
export type ReadingsEventPoint = Static<typeof READINGS_EVENT_POINT>;

/** The payload of a `readings` event on `monitoring/<projectId>`: one line per point the batch touched. */
export const READINGS_EVENT = Type.Object({
  projectId: Type.String(),
  points: Type.Array(READINGS_EVENT_POINT),
});
export type ReadingsEvent = Static<typeof READINGS_EVENT>;

/** One reading on a point's topic: the time it was taken, its value and quality, and its channel values. */
export const POINT_TOPIC_READING = Type.Object({
  /** Epoch ms the reading was taken. */
  ts: Type.Number(),
  value: Type.Number(),
  /** 0 good; higher is worse. */
  quality: Type.Integer(),
  /** Named channel values of a multi-value point; absent for a single value. */
  values: Type.Optional(Type.Record(Type.String(), Type.Number())),
});
export type PointTopicReading = Static<typeof POINT_TOPIC_READING>;

/**
 * The payload of a `readings` event on `monitoring/point/<pointId>`: every reading of the point in one stored batch,
 * oldest first (a large batch comes as several events, in order: server/src/hub/reading-feed.ts).
 */
export const POINT_READINGS_EVENT = Type.Object({
  pointId: Type.String(),
  damId: Type.String(),
  projectId: Type.String(),
  readings: Type.Array(POINT_TOPIC_READING),
});
export type PointReadingsEvent = Static<typeof POINT_READINGS_EVENT>;
