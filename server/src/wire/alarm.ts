import { Type, type Static } from 'typebox';

// The alarm API's shapes (contract section 8, server/docs/alarms.md), written once. The routes validate and
// serialise with these schemas; streams/ and src/ `import type` the Static types, so nothing here may import
// fastify, kysely or node (eslint.config.js allows type imports of server/src/wire/ only).

const NULLABLE_NUMBER = Type.Union([Type.Number(), Type.Null()]);
const NULLABLE_TEXT = Type.Union([Type.String(), Type.Null()]);

/** 1..4, 4 the most serious. */
export const ALARM_SEVERITY = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)]);
export type AlarmSeverity = Static<typeof ALARM_SEVERITY>;

export const ALARM_KIND = Type.Union([Type.Literal('threshold'), Type.Literal('rate'), Type.Literal('stale')]);
export type AlarmKind = Static<typeof ALARM_KIND>;

export const ALARM_STATE = Type.Union([Type.Literal('active'), Type.Literal('cleared')]);
export type AlarmState = Static<typeof ALARM_STATE>;

export const ALARM_DIRECTION = Type.Union([Type.Literal('upper'), Type.Literal('lower'), Type.Literal('rise'), Type.Literal('fall')]);
export type AlarmDirection = Static<typeof ALARM_DIRECTION>;

/** The list's `state` filter: 'open' (the default) is active, or cleared but not yet acknowledged. */
export const ALARM_STATE_FILTER = Type.Union([Type.Literal('open'), Type.Literal('active'), Type.Literal('cleared'), Type.Literal('all')]);
export type AlarmStateFilter = Static<typeof ALARM_STATE_FILTER>;

/** The `type` of an `alarms` topic event. */
export type AlarmChangeType = 'raised' | 'updated' | 'cleared' | 'acknowledged';

/** What happened to an alarm; 'stale' and 'resumed' are the raise and clear of a stale-data alarm. */
export const ALARM_LOG_ACTION = Type.Union([
  Type.Literal('raised'),
  Type.Literal('escalated'),
  Type.Literal('de-escalated'),
  Type.Literal('cleared'),
  Type.Literal('reactivated'),
  Type.Literal('acknowledged'),
  Type.Literal('stale'),
  Type.Literal('resumed'),
]);
export type AlarmLogAction = Static<typeof ALARM_LOG_ACTION>;

/** The alarm as the contract states it, plus `revision` and `updatedAt`: what the console relies on. */
export const ALARM_DTO = Type.Object({
  id: Type.String(),
  pointId: Type.String(),
  pointName: Type.String(),
  projectId: Type.String(),
  damId: Type.String(),
  severity: ALARM_SEVERITY,
  severityName: Type.String(),
  kind: ALARM_KIND,
  state: ALARM_STATE,
  acknowledged: Type.Boolean(),
  value: NULLABLE_NUMBER,
  unit: Type.String(),
  message: Type.String(),
  raisedAt: Type.Number(),
  clearedAt: NULLABLE_NUMBER,
  ackBy: NULLABLE_TEXT,
  ackAt: NULLABLE_NUMBER,
  ackComment: NULLABLE_TEXT,
  /** Increases by one on every change; the copy with the highest revision wins, whichever path brought it. */
  revision: Type.Integer(),
  updatedAt: Type.Number(),
});
export type AlarmDto = Static<typeof ALARM_DTO>;

/** What the API and the `alarms` topic carry: AlarmDto and the fields docs/alarms.md adds. */
export const ALARM_VIEW = Type.Object({
  ...ALARM_DTO.properties,
  severityCode: Type.String(),
  threshold: NULLABLE_NUMBER,
  direction: Type.Union([ALARM_DIRECTION, Type.Null()]),
  ackByUserId: NULLABLE_TEXT,
  closedAt: NULLABLE_NUMBER,
});
export type AlarmView = Static<typeof ALARM_VIEW>;

/** One line of `GET /monitoring/alarms/{id}/log`. */
export const ALARM_LOG_ENTRY = Type.Object({
  id: Type.String(),
  alarmId: Type.String(),
  at: Type.Number(),
  action: ALARM_LOG_ACTION,
  severity: Type.Integer(),
  severityName: Type.String(),
  state: ALARM_STATE,
  acknowledged: Type.Boolean(),
  value: NULLABLE_NUMBER,
  userId: NULLABLE_TEXT,
  userName: NULLABLE_TEXT,
  comment: NULLABLE_TEXT,
  revision: Type.Integer(),
});
export type AlarmLogEntry = Static<typeof ALARM_LOG_ENTRY>;
