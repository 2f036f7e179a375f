/**
 * Reads the binary series answer (`.../series/binary`; layout in server/src/wire/series.ts, SERIES_BINARY_HEADER) into
 * the columns the aggregator takes. A year of minutes is a small JSON header, a few time runs and a byte or two per
 * value: one pass over the value bytes, nothing to scan as text, nothing allocated per reading.
 */
import type { SeriesBinaryHeader } from '../server/src/wire/series';
import { SERIES_BINARY_MAGIC } from '../server/src/wire/series-limits';
import { expandTimes } from './series-compact';

/** The answer read: its header, the times, and the values (NaN for a bad reading). */
export interface BinarySeries {
  header: SeriesBinaryHeader;
  ts: Float64Array;
  values: Float64Array;
}

/** Powers of ten a double holds exactly: an integer below 2^53 divided by one is correctly rounded. */
const POWERS = Array.from({ length: 16 }, (_, power) => 10 ** power);

const decoder = new TextDecoder();

function isHeader(value: unknown): value is SeriesBinaryHeader {
  const header = value as Partial<SeriesBinaryHeader> | null;
  const whole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  const scale = header?.valueScale;
  return (
    header !== null &&
    typeof header === 'object' &&
    typeof header.pointId === 'string' &&
    typeof header.intervalMs === 'number' &&
    whole(header.count) &&
    whole(header.runCount) &&
    ((header.valueEncoding === 'varint-steps' && whole(scale) && scale < POWERS.length) ||
      (header.valueEncoding === 'float64' && scale === null))
  );
}

/** Codes below this decode with 32-bit operations; larger ones (steps beyond 2^30 units, rare) with arithmetic. */
const SHIFTABLE = 2 ** 28;

/** The integer step of a zigzag code `z` (even: z / 2, odd: -(z + 1) / 2). */
const unzigzag = (z: number) => (z < SHIFTABLE ? (z >>> 1) ^ -(z & 1) : z % 2 === 0 ? z / 2 : -(z + 1) / 2);

/**
 * The varints at [start, end) into `count` values: 0 a bad reading (NaN), else zigzag code + 1 of an integer step of
 * 10^-scale added to the previous good value. Null when the bytes do not hold exactly `count` varints.
 */
export function readVarintSteps(bytes: Uint8Array, start: number, end: number, count: number, scale: number): Float64Array | null {
  const out = new Float64Array(count);
  const power = POWERS[scale] as number;
  let p = start;
  let sum = 0;
  for (let i = 0; i < count; i += 1) {
    if (p >= end) return null;
    let byte = bytes[p++] as number;
    let code = byte;
    if (byte >= 0x80) {
      // Up to four bytes with shifts (28 bits); longer codes with multiplication, which stays exact.
      code = byte & 0x7f;
      let shift = 7;
      do {
        if (p >= end || shift > 49) return null;
        byte = bytes[p++] as number;
        code = shift < 28 ? code | ((byte & 0x7f) << shift) : code + (byte & 0x7f) * 2 ** shift;
        shift += 7;
      } while (byte >= 0x80);
    }
    if (code === 0) {
      out[i] = Number.NaN;
      continue;
    }
    sum += unzigzag(code - 1);
    // The sum is an exact integer, so one division gives the very double the reading's text parses to.
    out[i] = sum / power;
  }
  return p === end ? out : null;
}

function readFloat64(view: DataView, start: number, count: number): Float64Array {
  const out = new Float64Array(count);
  for (let i = 0; i < count; i += 1) out[i] = view.getFloat64(start + i * 8, true);
  return out;
}

/** The answer's columns, or null when the bytes are not a whole binary series answer. */
export function readSeriesBinary(buffer: ArrayBuffer): BinarySeries | null {
  const bytes = new Uint8Array(buffer);
  if (bytes.length < 8) return null;
  for (let i = 0; i < 4; i += 1) if (bytes[i] !== SERIES_BINARY_MAGIC.charCodeAt(i)) return null;
  const view = new DataView(buffer);
  const headerLength = view.getUint32(4, true);
  if (8 + headerLength > bytes.length) return null;
  let header: unknown;
  try {
    header = JSON.parse(decoder.decode(bytes.subarray(8, 8 + headerLength)));
  } catch {
    return null;
  }
  if (!isHeader(header)) return null;
  const runsAt = Math.ceil((8 + headerLength) / 8) * 8;
  const valuesAt = runsAt + header.runCount * 24;
  if (valuesAt > bytes.length) return null;
  const runs = readFloat64(view, runsAt, header.runCount * 3);
  const ts = expandTimes(runs, header.count);
  if (!ts) return null;
  if (header.valueEncoding === 'float64') {
    if (valuesAt + header.count * 8 !== bytes.length) return null;
    return { header, ts, values: readFloat64(view, valuesAt, header.count) };
  }
  const values = readVarintSteps(bytes, valuesAt, bytes.length, header.count, header.valueScale as number);
  return values && { header, ts, values };
}
