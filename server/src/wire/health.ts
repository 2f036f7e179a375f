import { Type, type Static } from 'typebox';
import { envelopeOf } from './envelope';

/** Whether the database answered a trivial query, and how fast; `error` says why not (no internals beyond that). */
export const DATABASE_HEALTH = Type.Object({
  reachable: Type.Boolean(),
  latencyMs: Type.Number(),
  error: Type.Optional(Type.String()),
});

/**
 * GET /api/health: what an operator or a wall display needs to see a server in trouble. Memory figures are bytes,
 * times milliseconds; `eventLoopDelayP99Ms` covers the last sampling window (about 10 s).
 */
export const SERVER_HEALTH = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  uptimeSeconds: Type.Number(),
  rssBytes: Type.Integer(),
  heapUsedBytes: Type.Integer(),
  heapTotalBytes: Type.Integer(),
  externalBytes: Type.Integer(),
  eventLoopDelayP99Ms: Type.Number(),
  openSockets: Type.Integer(),
  database: DATABASE_HEALTH,
});
export type ServerHealth = Static<typeof SERVER_HEALTH>;

export const HEALTH_ENVELOPE = envelopeOf(SERVER_HEALTH);
