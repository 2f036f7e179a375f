import type { Generated } from 'kysely';
import type { AlarmDirection, AlarmKind, AlarmLogAction, AlarmState } from '../../wire/alarm';

// Row types for the alarms migration (2026-11-22-0003-alarms). Columns are camelCase here; CamelCasePlugin maps them.

export type HysteresisMode = 'absolute' | 'fraction';

export interface AlarmSeverityNameTable {
  projectId: string;
  severity: number;
  code: string;
  name: string;
  color: string;
  updatedAt: number;
}

export interface PointThresholdTable {
  pointId: string;
  severity: number;
  upper: number | null;
  lower: number | null;
  updatedAt: number;
  updatedBy: string | null;
}

export interface PointAlarmRuleTable {
  pointId: string;
  enabled: Generated<number>;
  debounceCount: Generated<number>;
  hysteresisMode: Generated<HysteresisMode>;
  hysteresis: Generated<number>;
  rateLimit: number | null;
  rateWindowSeconds: Generated<number>;
  rateSeverity: Generated<number>;
  staleAfterSeconds: number | null;
  staleSeverity: Generated<number>;
  updatedAt: number;
  updatedBy: string | null;
}

export interface AlarmTable {
  id: string;
  pointId: string;
  projectId: string;
  damId: string;
  kind: AlarmKind;
  severity: number;
  state: AlarmState;
  acknowledged: Generated<number>;
  value: number | null;
  threshold: number | null;
  direction: AlarmDirection | null;
  message: Generated<string>;
  raisedAt: number;
  clearedAt: number | null;
  closedAt: number | null;
  ackByUserId: string | null;
  ackBy: string | null;
  ackAt: number | null;
  ackComment: string | null;
  revision: Generated<number>;
  updatedAt: number;
}

export interface AlarmLogTable {
  id: string;
  alarmId: string;
  at: number;
  action: AlarmLogAction;
  severity: number;
  state: AlarmState;
  acknowledged: number;
  value: number | null;
  userId: string | null;
  userName: string | null;
  comment: string | null;
  revision: number;
}

export interface SoundLightTable {
  scope: string;
  channelState: number;
  updatedAt: number;
  updatedBy: string | null;
}

export interface AlarmTables {
  alarmSeverityName: AlarmSeverityNameTable;
  pointThreshold: PointThresholdTable;
  pointAlarmRule: PointAlarmRuleTable;
  alarm: AlarmTable;
  alarmLog: AlarmLogTable;
  soundLight: SoundLightTable;
}
