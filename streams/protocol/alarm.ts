import { isRecord, toFiniteNumber, toNullableText, toText } from '../lib/guards';

export type AlarmSeverity = 1 | 2 | 3 | 4;
export type AlarmChangeType = 'raised' | 'updated' | 'cleared' | 'acknowledged';

/** An alarm as the server sends it (contract section 8, mirrored from the server's AlarmDto). */
export interface AlarmDto {
  id: string;
  pointId: string;
  pointName: string;
  projectId: string;
  damId: string;
  /** 4 is the most serious. */
  severity: AlarmSeverity;
  severityName: string;
  kind: string;
  state: 'active' | 'cleared';
  acknowledged: boolean;
  value: number | null;
  unit: string;
  message: string;
  raisedAt: number;
  clearedAt: number | null;
  ackBy: string | null;
  ackAt: number | null;
  ackComment: string | null;
  /** Increases by one on every change; the copy with the highest revision wins, whichever path brought it. */
  revision: number;
  updatedAt: number;
}

const CHANGE_TYPES: readonly AlarmChangeType[] = ['raised', 'updated', 'cleared', 'acknowledged'];

export function parseAlarmChangeType(value: string): AlarmChangeType {
  return (CHANGE_TYPES as readonly string[]).includes(value) ? (value as AlarmChangeType) : 'updated';
}

function parseSeverity(value: unknown): AlarmSeverity | null {
  const n = toFiniteNumber(value);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : null;
}

/**
 * Validates one alarm from a poll page or a push payload. Returns null when the record cannot be placed
 * (no id, no valid severity or state) so one bad row never poisons the store; optional fields get defaults.
 */
export function parseAlarm(value: unknown): AlarmDto | null {
  if (!isRecord(value)) return null;
  const id = toText(value.id);
  const severity = parseSeverity(value.severity);
  const state = value.state === 'active' || value.state === 'cleared' ? value.state : null;
  if (!id || severity === null || state === null) return null;
  return {
    id,
    pointId: toText(value.pointId),
    pointName: toText(value.pointName),
    projectId: toText(value.projectId),
    damId: toText(value.damId),
    severity,
    severityName: toText(value.severityName),
    kind: toText(value.kind, 'threshold'),
    state,
    acknowledged: value.acknowledged === true || value.acknowledged === 1 || value.acknowledged === '1',
    value: toFiniteNumber(value.value),
    unit: toText(value.unit),
    message: toText(value.message),
    raisedAt: toFiniteNumber(value.raisedAt) ?? 0,
    clearedAt: toFiniteNumber(value.clearedAt),
    ackBy: toNullableText(value.ackBy),
    ackAt: toFiniteNumber(value.ackAt),
    ackComment: toNullableText(value.ackComment),
    revision: toFiniteNumber(value.revision) ?? 0,
    updatedAt: toFiniteNumber(value.updatedAt) ?? 0,
  };
}
