/**
 * Reads the binary series answer (`.../series/binary`; layout in server/src/wire/series.ts, SERIES_BINARY_HEADER) into
 * the columns the aggregator takes. A year of minutes is a small JSON header, a few time runs and a byte or two per
 * value: one pass over the value bytes, nothing to scan as text, nothing allocated per reading. The reader takes the
 * answer in chunks as the network hands them over, so by the last byte almost every value is decoded already.
 */
import type { SeriesBinaryHeader } from '../server/src/wire/series';
import { SERIES_BINARY_MAGIC } from '../server/src/wire/series-limits';
import { expandTimes } from './series-compact';
import { RunTimes } from './series-times';

/**
 * The answer read: its header, the times, and the values (NaN for a bad reading). The times stay the runs they came
 * as, unless they are too irregular to be worth it: then they are listed.
 */
export interface BinarySeries {
  header: SeriesBinaryHeader;
  times: RunTimes | Float64Array;
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
 * `count` values from varints given in any number of pieces: 0 a bad reading (NaN), else zigzag code + 1 of an
 * integer step of 10^-scale added to the previous good value. A varint cut between two pieces carries over.
 */
export class VarintStepReader {
  private readonly out: Float64Array;
  private readonly power: number;
  private index = 0;
  private sum = 0;
  /** The varint being read: its bits so far, and the shift of its next byte (0: none under way). */
  private code = 0;
  private shift = 0;
  private failed = false;

  constructor(count: number, scale: number) {
    this.out = new Float64Array(count);
    this.power = POWERS[scale] as number;
  }

  /** Reads bytes[start, end); false once the bytes cannot be such values (too many, or a varint too long). */
  push(bytes: Uint8Array, start = 0, end = bytes.length): boolean {
    if (this.failed) return false;
    const { out, power } = this;
    const count = out.length;
    let { index, sum, code, shift } = this;
    for (let p = start; p < end; p += 1) {
      const byte = bytes[p] as number;
      if (shift === 0) {
        if (byte >= 0x80) {
          code = byte & 0x7f;
          shift = 7;
          continue;
        }
        code = byte;
      } else {
        // Up to four bytes with shifts (28 bits); longer codes with multiplication, which stays exact.
        if (shift > 49) return this.fail();
        code = shift < 28 ? code | ((byte & 0x7f) << shift) : code + (byte & 0x7f) * 2 ** shift;
        shift += 7;
        if (byte >= 0x80) continue;
        shift = 0;
      }
      if (index >= count) return this.fail();
      if (code === 0) {
        out[index++] = Number.NaN;
        continue;
      }
      sum += unzigzag(code - 1);
      // The sum is an exact integer, so one division gives the very double the reading's text parses to.
      out[index++] = sum / power;
    }
    this.index = index;
    this.sum = sum;
    this.code = code;
    this.shift = shift;
    return true;
  }

  /** The values, or null unless exactly `count` whole varints came. */
  finish(): Float64Array | null {
    return !this.failed && this.shift === 0 && this.index === this.out.length ? this.out : null;
  }

  private fail(): false {
    this.failed = true;
    return false;
  }
}

/** The varints at [start, end) into `count` values; null when the bytes do not hold exactly `count` varints. */
export function readVarintSteps(bytes: Uint8Array, start: number, end: number, count: number, scale: number): Float64Array | null {
  const reader = new VarintStepReader(count, scale);
  return reader.push(bytes, start, end) ? reader.finish() : null;
}

/** Little-endian doubles given in any number of pieces, `count` of them in all. */
class Float64Reader {
  private readonly bytes: Uint8Array;
  private length = 0;

  constructor(private readonly count: number) {
    this.bytes = new Uint8Array(count * 8);
  }

  push(chunk: Uint8Array, start = 0, end = chunk.length): boolean {
    if (this.length + end - start > this.bytes.length) return false;
    this.bytes.set(chunk.subarray(start, end), this.length);
    this.length += end - start;
    return true;
  }

  finish(): Float64Array | null {
    if (this.length !== this.bytes.length) return null;
    const view = new DataView(this.bytes.buffer);
    const out = new Float64Array(this.count);
    for (let i = 0; i < this.count; i += 1) out[i] = view.getFloat64(i * 8, true);
    return out;
  }
}

/** Where the values start and the header and times before them, once the bytes so far hold all of those. */
interface Prefix {
  header: SeriesBinaryHeader;
  times: RunTimes | Float64Array;
  valuesAt: number;
}

/** The header and times from the first bytes: 'more' until enough came, null when they are not a series answer. */
function readPrefix(bytes: Uint8Array): Prefix | 'more' | null {
  if (bytes.length < 8) return 'more';
  for (let i = 0; i < 4; i += 1) if (bytes[i] !== SERIES_BINARY_MAGIC.charCodeAt(i)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(4, true);
  if (8 + headerLength > bytes.length) return 'more';
  let header: unknown;
  try {
    header = JSON.parse(decoder.decode(bytes.subarray(8, 8 + headerLength)));
  } catch {
    return null;
  }
  if (!isHeader(header)) return null;
  const runsAt = Math.ceil((8 + headerLength) / 8) * 8;
  const valuesAt = runsAt + header.runCount * 24;
  if (valuesAt > bytes.length) return 'more';
  const runs = new Float64Array(header.runCount * 3);
  for (let i = 0; i < runs.length; i += 1) runs[i] = view.getFloat64(runsAt + i * 8, true);
  const times = RunTimes.of(runs, header.count) ?? expandTimes(runs, header.count);
  return times && { header, times, valuesAt };
}

/**
 * The binary answer read piece by piece (`push` each chunk as it arrives, then `finish`): the header and times are
 * gathered first (a few hundred bytes), the values are then decoded straight from each chunk.
 */
export class SeriesBinaryReader {
  private gathered: Uint8Array = new Uint8Array(0);
  private prefix: Prefix | null = null;
  private values: VarintStepReader | Float64Reader | null = null;
  private failed = false;

  /** False once the bytes cannot be a series answer (the rest need not be read). */
  push(chunk: Uint8Array): boolean {
    if (this.failed) return false;
    if (this.values) return this.pushValues(chunk, 0);
    const joined = new Uint8Array(this.gathered.length + chunk.length);
    joined.set(this.gathered);
    joined.set(chunk, this.gathered.length);
    const prefix = readPrefix(joined);
    if (prefix === 'more') {
      this.gathered = joined;
      return true;
    }
    this.gathered = new Uint8Array(0);
    if (!prefix) return this.fail();
    this.prefix = prefix;
    const { header } = prefix;
    this.values =
      header.valueEncoding === 'float64'
        ? new Float64Reader(header.count)
        : new VarintStepReader(header.count, header.valueScale as number);
    return this.pushValues(joined, prefix.valuesAt);
  }

  /** The answer, or null unless the bytes were exactly one whole answer. */
  finish(): BinarySeries | null {
    const values = this.failed ? null : this.values?.finish();
    const { prefix } = this;
    return prefix && values ? { header: prefix.header, times: prefix.times, values } : null;
  }

  private pushValues(chunk: Uint8Array, start: number): boolean {
    return (this.values as VarintStepReader | Float64Reader).push(chunk, start, chunk.length) || this.fail();
  }

  private fail(): false {
    this.failed = true;
    return false;
  }
}

/** The answer's columns, or null when the bytes are not a whole binary series answer. */
export function readSeriesBinary(buffer: ArrayBuffer): BinarySeries | null {
  const reader = new SeriesBinaryReader();
  return reader.push(new Uint8Array(buffer)) ? reader.finish() : null;
}
