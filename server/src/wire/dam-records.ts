import { Type, type Static } from 'typebox';
import { ID_TEXT } from './monitoring-point';

// Manual dam records (seed 001 section 7: workSeepage and workSeepageFlow; server/src/routes/dam-monitoring/README.md),
// written once. Nothing here may import fastify, kysely or node.

/** The latest epoch ms a Date can hold: a bound, so "1e400" is refused instead of stored as Infinity. */
export const EPOCH_MS_MAX = 8_640_000_000_000_000;

/** Epoch ms, or `YYYY-MM-DD HH:mm:ss` in the dam's time zone (contract section 1: dates in request bodies). */
export const OBSERVED_AT = Type.Union([Type.Integer({ minimum: 0, maximum: EPOCH_MS_MAX }), Type.String({ minLength: 1, maxLength: 40 })]);

/** A hand-read value: wide, but finite and bounded so a stray 1e308 is refused rather than stored. */
const MEASURED_BOUNDS = { minimum: -1_000_000, maximum: 1_000_000 };
const MEASURED = Type.Number(MEASURED_BOUNDS);
/**
 * A value or null (clears it). One JSON type list, not a union: the server's Ajv coerces types, and would turn null
 * into 0 against a union's number branch, or 0 into null against a null branch.
 */
const CLEARABLE = Type.Unsafe<number | null>({ type: ['number', 'null'], ...MEASURED_BOUNDS });
const REMARK = Type.String({ maxLength: 500 });

/** The columns every manual record carries; ids, owner, recorder and times are the server's. */
const RECORD_COMMON = {
  id: Type.String(),
  projectId: Type.String(),
  damId: Type.String(),
  damName: Type.String(),
  pointId: Type.String(),
  pointCode: Type.String(),
  pointName: Type.String(),
  unit: Type.String(),
  /** Epoch ms the instrument was read. */
  observedAt: Type.Number(),
  remark: Type.String(),
  recorderId: Type.String(),
  recorderName: Type.String(),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
};

/** A hand reading of a piezometer (an osmotic-pressure point). */
export const SEEPAGE_RECORD = Type.Object({
  ...RECORD_COMMON,
  /** Tube water level, m above the datum; null when only the pressure was read. */
  waterLevel: Type.Union([Type.Number(), Type.Null()]),
  /** kPa; null when only the water level was read. */
  pressure: Type.Union([Type.Number(), Type.Null()]),
});
export type SeepageRecord = Static<typeof SEEPAGE_RECORD>;

/** `POST /api/workSeepage/workSeepage`: at least one of waterLevel and pressure. */
export const SEEPAGE_RECORD_CREATE = Type.Object(
  {
    pointId: ID_TEXT,
    observedAt: OBSERVED_AT,
    waterLevel: Type.Optional(MEASURED),
    pressure: Type.Optional(MEASURED),
    remark: Type.Optional(REMARK),
  },
  { additionalProperties: false },
);
export type SeepageRecordCreate = Static<typeof SEEPAGE_RECORD_CREATE>;

/** `PUT /api/workSeepage/workSeepage`: the record's id and the fields to change (null clears a value). */
export const SEEPAGE_RECORD_UPDATE = Type.Object(
  {
    id: ID_TEXT,
    observedAt: Type.Optional(OBSERVED_AT),
    waterLevel: Type.Optional(CLEARABLE),
    pressure: Type.Optional(CLEARABLE),
    remark: Type.Optional(REMARK),
  },
  { additionalProperties: false },
);
export type SeepageRecordUpdate = Static<typeof SEEPAGE_RECORD_UPDATE>;

/** A hand reading of a measuring weir (a seepage-flow point). */
export const SEEPAGE_FLOW_RECORD = Type.Object({
  ...RECORD_COMMON,
  /** L/s. */
  flow: Type.Number(),
  /** mm of water over the weir crest, when read. */
  weirHead: Type.Union([Type.Number(), Type.Null()]),
});
export type SeepageFlowRecord = Static<typeof SEEPAGE_FLOW_RECORD>;

/** `POST /api/workSeepageFlow/workSeepageFlow`. */
export const SEEPAGE_FLOW_RECORD_CREATE = Type.Object(
  { pointId: ID_TEXT, observedAt: OBSERVED_AT, flow: MEASURED, weirHead: Type.Optional(MEASURED), remark: Type.Optional(REMARK) },
  { additionalProperties: false },
);
export type SeepageFlowRecordCreate = Static<typeof SEEPAGE_FLOW_RECORD_CREATE>;

/** `PUT /api/workSeepageFlow/workSeepageFlow`. */
export const SEEPAGE_FLOW_RECORD_UPDATE = Type.Object(
  {
    id: ID_TEXT,
    observedAt: Type.Optional(OBSERVED_AT),
    flow: Type.Optional(MEASURED),
    weirHead: Type.Optional(CLEARABLE),
    remark: Type.Optional(REMARK),
  },
  { additionalProperties: false },
);
export type SeepageFlowRecordUpdate = Static<typeof SEEPAGE_FLOW_RECORD_UPDATE>;
