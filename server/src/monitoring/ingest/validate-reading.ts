import { deriveValue } from '../point-channels';
import { parseReadingTime } from '../local-time';
import type { CachedPoint, PointIndex } from '../point-cache';
import { INGEST_LIMITS, type ReadingInput, type Rejection, type ValidReading } from './ingest-types';

export interface ValidateContext {
  points: PointIndex;
  now: number;
  /** Overrides the dam's time zone for text times. */
  timeZone?: string | undefined;
}

// This runs once per reading on the ingest path: no closures or spreads on the success path.

const MIN_EPOCH_MS = 100_000_000_000;

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

function checkValues(raw: unknown, point: CachedPoint): Record<string, number> | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return `values must be an object of numbers, got ${describe(raw)}`;
  if (point.channelKeys.size === 0) return `point ${point.code} takes a single value; values are not accepted`;
  let count = 0;
  for (const key in raw) {
    if (!point.channelKeys.has(key))
      return `values.${key.slice(0, 30)} is not a channel of point ${point.code} (${[...point.channelKeys].join(', ')})`;
    const item = (raw as Record<string, unknown>)[key];
    if (typeof item !== 'number' || !Number.isFinite(item)) return checkNumber(item, `values.${key}`) as string;
    count += 1;
  }
  if (count === 0) return 'values must not be empty';
  return raw as Record<string, number>;
}

function rejection(input: ReadingInput, index: number, pointId: string | undefined, reason: string): Rejection {
  const out: Rejection = { index, reason };
  if (input.line !== undefined) out.line = input.line;
  if (input.field !== undefined) out.field = input.field;
  if (pointId !== undefined) out.pointId = pointId;
  return out;
}

function readTime(input: ReadingInput, point: CachedPoint, context: ValidateContext): number | string {
  const ts = input.ts;
  // Epoch ms numbers are the common case; text goes through the full parser.
  if (typeof ts === 'number' && Number.isInteger(ts) && ts >= MIN_EPOCH_MS && ts <= 8_640_000_000_000) return ts;
  const parsed = parseReadingTime(ts, context.timeZone ?? point.timeZone);
  return parsed.ok ? parsed.ts : parsed.reason;
}

/** Validates one reading against the point cache; returns the reading ready to store, or why it is refused. */
export function validateReading(input: ReadingInput, position: number, context: ValidateContext): ValidReading | Rejection {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { index: position, reason: 'each reading must be an object { pointId, ts, value }' };
  }
  const index = input.index ?? position;
  const ref = input.pointId;
  if (typeof ref !== 'string' || ref === '') return rejection(input, index, undefined, 'pointId is missing');
  let point = context.points.byId.get(ref);
  if (!point) {
    const trimmed = ref.trim();
    point = context.points.byId.get(trimmed) ?? context.points.byCode.get(trimmed);
    if (!point) {
      return trimmed === ''
        ? rejection(input, index, undefined, 'pointId is missing')
        : rejection(input, index, trimmed.slice(0, 64), `unknown monitoring point ${trimmed.slice(0, 64)}`);
    }
  }
  if (!point.enabled) return rejection(input, index, point.id, `monitoring point ${point.code} is disabled`);
  if (input.invalidReason) return rejection(input, index, point.id, input.invalidReason);

  const ts = readTime(input, point, context);
  if (typeof ts === 'string') return rejection(input, index, point.id, ts);
  if (ts > context.now + INGEST_LIMITS.futureSkewMs) return rejection(input, index, point.id, 'time is more than 5 minutes in the future');

  let values: Record<string, number> | null = null;
  if (input.values !== undefined && input.values !== null) {
    const checked = checkValues(input.values, point);
    if (typeof checked === 'string') return rejection(input, index, point.id, checked);
    values = checked;
  }
  let value: number;
  if (input.value === undefined && values) {
    const derived = deriveValue(point.type, values);
    if (derived === undefined) return rejection(input, index, point.id, 'value is missing and cannot be derived from values');
    value = derived;
  } else {
    const checked = checkNumber(input.value, 'value');
    if (typeof checked === 'string') return rejection(input, index, point.id, checked);
    value = checked;
  }

  let quality = 0;
  const rawQuality = input.quality;
  if (rawQuality !== undefined && rawQuality !== null && rawQuality !== '') {
    const q = typeof rawQuality === 'string' ? Number(rawQuality) : rawQuality;
    if (q !== 0 && q !== 1 && q !== 2) return rejection(input, index, point.id, 'quality must be 0 (good), 1 (suspect) or 2 (bad)');
    quality = q;
  }
  // Outside the instrument's range the reading is kept (it may be real) but flagged.
  if (quality === 0 && ((point.rangeMin !== null && value < point.rangeMin) || (point.rangeMax !== null && value > point.rangeMax))) {
    quality = 1;
  }
  const valid: ValidReading = { point, ts, value, values, quality, index };
  if (input.line !== undefined) valid.line = input.line;
  return valid;
}

export function isRejection(result: ValidReading | Rejection): result is Rejection {
  return 'reason' in result;
}
