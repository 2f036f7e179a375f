import type { Point } from '../../server/src/wire/monitoring-point';
import type { LatestReading } from '../../server/src/wire/reading';
import type { PointTopicReading, ReadingsEventPoint } from '../../server/src/wire/reading-events';
import { isRecord, toFiniteNumber, toNullableText, toText } from '../lib/guards';
import { checkPoint } from './wire-checks/monitoring-point.generated';
import { checkPointReadingsEvent, checkReadingsEvent } from './wire-checks/reading-events.generated';

// What arrives is first checked against the server's wire schemas (the generated checks): a valid payload is read as
// it is. Anything else (another compatible backend, a damaged row) is recovered field by field, and a row that cannot
// be placed is dropped alone.

/** A monitoring point (contract section 8, `monitoringPointManagement/list`). */
export interface MonitoringPoint {
  monitoringPointId: string;
  name: string;
  type: string;
  unit: string;
  latitude: number | null;
  longitude: number | null;
  damId: string | null;
  projectId: string;
}

/** The latest value of one point: `value` is the primary quantity, `values` any named extras. */
export interface Reading {
  pointId: string;
  projectId: string;
  ts: number;
  value: number;
  values?: Record<string, number>;
  quality?: number;
}

function parseValues(value: unknown): Record<string, number> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Record<string, number> = {};
  for (const [name, raw] of Object.entries(value)) {
    const n = toFiniteNumber(raw);
    if (n !== null) out[name] = n;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export function parseReading(value: unknown, projectId: string): Reading | null {
  if (!isRecord(value)) return null;
  const pointId = toText(value.pointId);
  const ts = toFiniteNumber(value.ts);
  const reading = toFiniteNumber(value.value);
  if (!pointId || ts === null || reading === null) return null;
  const values = parseValues(value.values);
  const quality = toFiniteNumber(value.quality);
  return {
    pointId,
    projectId: toText(value.projectId) || projectId,
    ts,
    value: reading,
    ...(values ? { values } : {}),
    ...(quality === null ? {} : { quality }),
  };
}

/** The `values` a Reading carries: none for a single-value point or an empty record. */
function namedValues(values: Record<string, number> | null | undefined): { values?: Record<string, number> } {
  return values && Object.keys(values).length > 0 ? { values } : {};
}

function fromWire(pointId: string, projectId: string, reading: ReadingsEventPoint | LatestReading | PointTopicReading): Reading {
  return { pointId, projectId, ts: reading.ts, value: reading.value, ...namedValues(reading.values), quality: reading.quality };
}

function payloadItems(payload: unknown): unknown[] {
  if (Array.isArray(payload)) return payload;
  if (isRecord(payload) && Array.isArray(payload.points)) return payload.points;
  if (isRecord(payload) && Array.isArray(payload.readings)) return payload.readings;
  return [payload];
}

/**
 * A `monitoring/<projectId>` payload: the hub's `readings` event `{ projectId, points: [{ pointId, ts,
 * value, values?, quality, count }] }` (each point's newest reading of a batch), or one reading, a list,
 * or `{ readings: [...] }`.
 */
export function parseReadingsPayload(payload: unknown, projectId: string): Reading[] {
  if (checkReadingsEvent(payload) && payload.points.every((point) => point.pointId !== '')) {
    return payload.points.map((point) => fromWire(point.pointId, payload.projectId || projectId, point));
  }
  const items = payloadItems(payload);
  return items.map((item) => parseReading(item, projectId)).filter((r): r is Reading => r !== null);
}

/**
 * A `monitoring/point/<pointId>` payload: the hub's `readings` event `{ pointId, damId, projectId, readings: [{ ts,
 * value, values?, quality }] }` (every reading of one stored batch, oldest first), or a single reading.
 */
export function parsePointReadingsPayload(payload: unknown, pointId: string): Reading[] {
  if (checkPointReadingsEvent(payload)) {
    return payload.readings.map((reading) => fromWire(payload.pointId || pointId, payload.projectId, reading));
  }
  const projectId = isRecord(payload) ? toText(payload.projectId) : '';
  const items = isRecord(payload) && Array.isArray(payload.readings) ? payload.readings : [payload];
  return items.map((item) => parseReading(isRecord(item) ? { ...item, pointId } : item, projectId)).filter((r): r is Reading => r !== null);
}

// The schemas allow an empty id; the console cannot place a row without one, so such a row takes the slow path.
function isWirePoint(value: unknown): value is Point {
  return checkPoint(value) && value.monitoringPointId !== '';
}

function pointFromWire(point: Point): MonitoringPoint {
  const { monitoringPointId, name, type, unit, latitude, longitude, damId, projectId } = point;
  return { monitoringPointId, name, type, unit, latitude, longitude, damId, projectId };
}

/** A row that fails the schema, read field by field: another server's names, numbers sent as text, missing fields. */
function recoverPoint(value: unknown, projectId: string): MonitoringPoint | null {
  if (!isRecord(value)) return null;
  const id = toText(value.monitoringPointId) || toText(value.id);
  if (!id) return null;
  return {
    monitoringPointId: id,
    name: toText(value.name),
    type: toText(value.type),
    unit: toText(value.unit),
    latitude: toFiniteNumber(value.latitude),
    longitude: toFiniteNumber(value.longitude),
    damId: toNullableText(value.damId),
    projectId: toText(value.projectId) || projectId,
  };
}

/** A row of the point list: the point and the newest reading it carries as `latest`, when it has one. */
export function parsePointRow(value: unknown, projectId: string): { point: MonitoringPoint; reading: Reading | null } | null {
  if (isWirePoint(value)) {
    const point = pointFromWire(value);
    return { point, reading: value.latest ? fromWire(point.monitoringPointId, point.projectId, value.latest) : null };
  }
  const point = recoverPoint(value, projectId);
  if (!point) return null;
  const latest = isRecord(value) && isRecord(value.latest) ? value.latest : null;
  const reading = latest
    ? parseReading({ ...latest, pointId: point.monitoringPointId, projectId: point.projectId }, point.projectId)
    : null;
  return { point, reading };
}
