import { Type, type Static } from 'typebox';

// Alarm settings and the top bar's alarm state (contract section 8, server/docs/alarms.md): thresholds, rules,
// severity names, the open-alarm summary and the sound-and-light state. Written once; nothing here may import
// fastify, kysely or node. The alarms themselves are in wire/alarm.ts.

const NULLABLE_NUMBER = Type.Union([Type.Number(), Type.Null()]);

/** One level's limits; a side without a limit is left out. */
export const THRESHOLD_VIEW = Type.Object({
  severity: Type.Integer(),
  upper: Type.Optional(Type.Number()),
  lower: Type.Optional(Type.Number()),
  severityName: Type.String(),
  severityCode: Type.String(),
});

/** GET and PUT /api/monitoring/points/{id}/thresholds. */
export const POINT_THRESHOLDS = Type.Object({ pointId: Type.String(), unit: Type.String(), list: Type.Array(THRESHOLD_VIEW) });
export type PointThresholds = Static<typeof POINT_THRESHOLDS>;

/** GET and PUT /api/monitoring/points/{id}/alarm-rules: the rule (defaults when never set) and the stale window in force. */
export const ALARM_RULE_VIEW = Type.Object({
  pointId: Type.String(),
  enabled: Type.Boolean(),
  debounceCount: Type.Integer(),
  hysteresisMode: Type.Union([Type.Literal('absolute'), Type.Literal('fraction')]),
  hysteresis: Type.Number(),
  rateLimit: NULLABLE_NUMBER,
  rateWindowSeconds: Type.Integer(),
  rateSeverity: Type.Integer(),
  staleAfterSeconds: Type.Union([Type.Integer(), Type.Null()]),
  staleSeverity: Type.Integer(),
  effectiveStaleAfterSeconds: Type.Integer(),
});
export type AlarmRuleView = Static<typeof ALARM_RULE_VIEW>;

/** A project's name, code and colour for one level. */
export const SEVERITY_NAME = Type.Object({ severity: Type.Integer(), code: Type.String(), name: Type.String(), color: Type.String() });
export type SeverityName = Static<typeof SEVERITY_NAME>;

export const SEVERITY_NAME_LIST = Type.Object({ list: Type.Array(SEVERITY_NAME) });

/** GET /api/monitoring/alarms/summary: what a duty officer still has to look at. */
export const ALARM_SUMMARY = Type.Object({
  open: Type.Integer(),
  active: Type.Integer(),
  activeUnacknowledged: Type.Integer(),
  clearedUnacknowledged: Type.Integer(),
  /** The most serious active level, 0 when nothing is active. */
  highestActiveSeverity: Type.Integer(),
  bySeverity: Type.Array(
    Type.Object({
      ...SEVERITY_NAME.properties,
      active: Type.Integer(),
      activeUnacknowledged: Type.Integer(),
      clearedUnacknowledged: Type.Integer(),
    }),
  ),
});
export type AlarmSummary = Static<typeof ALARM_SUMMARY>;

/** One active alarm in the sound-and-light lists. */
export const WARN_ITEM = Type.Object({
  pointName: Type.String(),
  attrName: Type.String(),
  alertValue: NULLABLE_NUMBER,
  unit: Type.String(),
  attrCode: Type.String(),
  alarmId: Type.String(),
  pointId: Type.String(),
  projectId: Type.String(),
  severity: Type.Integer(),
  severityName: Type.String(),
  kind: Type.String(),
  threshold: NULLABLE_NUMBER,
  acknowledged: Type.Boolean(),
  raisedAt: Type.Number(),
});
export type WarnItem = Static<typeof WARN_ITEM>;

/** querySoundLightAlarm and updateSoundLightAlarm (seed 000 sections 3, 4, 7.13). */
export const SOUND_LIGHT_STATE = Type.Object({
  /** 1 while any active alarm in scope is unacknowledged. */
  globalWarnState: Type.Union([Type.Literal(0), Type.Literal(1)]),
  /** The switch: 1 sound and light on, 0 off. */
  globalWarnChannelState: Type.Union([Type.Literal(0), Type.Literal(1)]),
  waterQualityWarnList: Type.Array(WARN_ITEM),
  waterLevelWarnList: Type.Array(WARN_ITEM),
  /** Sluice's addition: seepage, osmotic-pressure and displacement instruments. */
  safetyWarnList: Type.Array(WARN_ITEM),
});
export type SoundLightState = Static<typeof SOUND_LIGHT_STATE>;

/** updateSoundLightAlarm may name the project in a JSON body instead of the query. */
export const SOUND_LIGHT_REQUEST = Type.Union([
  Type.Object({ projectId: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false }),
  Type.Null(),
]);
