import type { AlarmChangeType, AlarmDto, AlarmKind, AlarmSeverity } from '../../server/src/wire/alarm';
import { isRecord, toFiniteNumber, toNullableText, toText } from '../lib/guards';
import { checkAlarmDto } from './wire-checks/alarm.generated';

// The types are the server's wire schemas (server/src/wire/alarm.ts). What arrives is checked against the schema
// (the generated check); a record that fails it is recovered field by field, because streams/ also runs against
// other compatible backends and one bad row must not poison a store.

const CHANGE_TYPES: readonly AlarmChangeType[] = ['raised', 'updated', 'cleared', 'acknowledged'];
const KINDS: readonly AlarmKind[] = ['threshold', 'rate', 'stale'];

export function parseAlarmChangeType(value: string): AlarmChangeType {
  return (CHANGE_TYPES as readonly string[]).includes(value) ? (value as AlarmChangeType) : 'updated';
}

// Nothing in the console reads the kind; one it does not know reads as the default, as a missing one always did.
function parseKind(value: unknown): AlarmKind {
  return KINDS.find((kind) => kind === value) ?? 'threshold';
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
  if (checkAlarmDto(value) && value.id) return value;
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
    kind: parseKind(value.kind),
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
