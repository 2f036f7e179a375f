import { deriveValue } from '../point-channels';
import { parseReadingTime } from '../local-time';
import type { PointIndex } from '../point-cache';
import { INGEST_LIMITS, type ReadingInput, type Rejection, type ValidReading } from './ingest-types';

export interface ValidateContext {
  points: PointIndex;
  now: number;
  /** Overrides the dam's time zone for text times. */
  timeZone?: string | undefined;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return `text "${value.slice(0, 30)}"`;
  return typeof value === 'object' ? (Array.isArray(value) ? 'a list' : 'an object') : typeof value;
}

function checkNumber(value: unknown, name: string): number | string {
  if (typeof value === 'number') return Number.isFinite(value) ? value : `${name} must be a finite number`;
  if (value === undefined) return `${name} is missing`;
  return `${name} must be a number, got ${describe(value)}`;
}

function checkValues(raw: unknown, channelKeys: ReadonlySet<string>, code: string): Record<string, number> | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `values must be an object of numbers, got ${describe(raw)}`;
  if (channelKeys.size === 0) return `point ${code} takes a single value; values are not accepted`;
  const values: Record<string, number> = {};
  let count = 0;
  for (const [key, item] of Object.entries(raw)) {
    if (!channelKeys.has(key)) return `values.${key.slice(0, 30)} is not a channel of point ${code} (${[...channelKeys].join(', ')})`;
    const checked = checkNumber(item, `values.${key}`);
    if (typeof checked === 'string') return checked;
    values[key] = checked;
    count += 1;
  }
  return count === 0 ? 'values must not be empty' : values;
}

/** Validates one reading against the point cache; returns the reading ready to store, or why it is refused. */
export function validateReading(input: ReadingInput, position: number, context: ValidateContext): ValidReading | Rejection {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { index: position, reason: 'each reading must be an object { pointId, ts, value }' };
  }
  const index = input.index ?? position;
  const where = { index, ...(input.line === undefined ? {} : { line: input.line }), ...(input.field === undefined ? {} : { field: input.field }) };
  const ref = input.pointId;
  if (typeof ref !== 'string' || ref.trim() === '') return { ...where, reason: 'pointId is missing' };
  const pointId = ref.trim();
  const point = context.points.byId.get(pointId) ?? context.points.byCode.get(pointId);
  if (!point) return { ...where, pointId: pointId.slice(0, 64), reason: `unknown monitoring point ${pointId.slice(0, 64)}` };
  const reject = (reason: string): Rejection => ({ ...where, pointId: point.id, reason });
  if (!point.enabled) return reject(`monitoring point ${point.code} is disabled`);
  if (input.invalidReason) return reject(input.invalidReason);

  const time = parseReadingTime(input.ts, context.timeZone ?? point.timeZone);
  if (!time.ok) return reject(time.reason);
  if (time.ts > context.now + INGEST_LIMITS.futureSkewMs) return reject('time is more than 5 minutes in the future');

  let values: Record<string, number> | null = null;
  if (input.values !== undefined && input.values !== null) {
    const checked = checkValues(input.values, point.channelKeys, point.code);
    if (typeof checked === 'string') return reject(checked);
    values = checked;
  }
  let value: number;
  if (input.value === undefined && values) {
    const derived = deriveValue(point.type, values);
    if (derived === undefined) return reject('value is missing and cannot be derived from values');
    value = derived;
  } else {
    const checked = checkNumber(input.value, 'value');
    if (typeof checked === 'string') return reject(checked);
    value = checked;
  }

  let quality = 0;
  if (input.quality !== undefined && input.quality !== null && input.quality !== '') {
    const q = typeof input.quality === 'string' ? Number(input.quality) : input.quality;
    if (q !== 0 && q !== 1 && q !== 2) return reject('quality must be 0 (good), 1 (suspect) or 2 (bad)');
    quality = q;
  }
  // Outside the instrument's range the reading is kept (it may be real) but flagged.
  if (quality === 0 && ((point.rangeMin !== null && value < point.rangeMin) || (point.rangeMax !== null && value > point.rangeMax))) {
    quality = 1;
  }
  return { point, ts: time.ts, value, values, quality, index, ...(input.line === undefined ? {} : { line: input.line }) };
}

export function isRejection(result: ValidReading | Rejection): result is Rejection {
  return 'reason' in result;
}
