import { isRecord, toFiniteNumber, toNullableText, toText } from '../lib/guards';

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
  const items = payloadItems(payload);
  return items.map((item) => parseReading(item, projectId)).filter((r): r is Reading => r !== null);
}

export function parsePoint(value: unknown, projectId: string): MonitoringPoint | null {
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
