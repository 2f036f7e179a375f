import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { SERIES_BINARY_HEADER, type SeriesPayload } from '../../server/src/wire/series';
import { readSeriesBinary, SeriesBinaryReader } from '../../workers/series-binary';
import { parseSeriesBody } from '../../workers/series-parse';
import { RunTimes } from '../../workers/series-times';
import { binaryBytes, listedTimes } from './support/series-server';

const MINUTE = 60_000;
const T0 = 1_735_689_600_000;

function payload(ts: number[], values: (number | null)[]): SeriesPayload {
  return { pointId: 'P1', channel: null, unit: 'm', intervalMs: MINUTE, from: ts[0] ?? T0, to: ts.at(-1) ?? T0, ts, values };
}

/** Doubles as comparable items: NaN and -0 spelled out, so toEqual checks them bit for bit. */
const bits = (array: ArrayLike<number> | null) =>
  Array.from(array ?? [], (value) => (Number.isNaN(value) ? 'NaN' : Object.is(value, -0) ? '-0' : value));

/** The binary answer (the server's encoder) read by the worker, beside the plain JSON form read by JSON.parse. */
function bothForms(ts: number[], values: (number | null)[]) {
  const data = payload(ts, values);
  const bytes = binaryBytes(data);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const plain = parseSeriesBody(new TextEncoder().encode(JSON.stringify({ code: 200, msg: 'ok', data })));
  return { binary: readSeriesBinary(buffer), plain, bytes };
}

function expectSame(ts: number[], values: (number | null)[]) {
  const { binary, plain } = bothForms(ts, values);
  expect(binary).not.toBeNull();
  expect(bits(listedTimes(binary?.times))).toEqual(bits(plain.ts));
  expect(bits(binary?.values ?? null)).toEqual(bits(plain.values));
  return binary;
}

// The binary series call (server/src/wire/series-binary.ts) against the worker's reader of it: every
// reading must come back bit for bit as the plain JSON form gives it.
describe('binary series form', () => {
  it('reads gaps, bad readings, negative values and many decimals back exactly', () => {
    const ts = [0, 1, 2, 3, 10, 11, 12, 20, 25, 30].map((i) => T0 + i * MINUTE);
    const values = [120.123, 120.125, null, -119.9, 0.001, -3.5, 1e-7, 25, null, 1.234567890123];
    const binary = expectSame(ts, values);
    expect(binary?.header).toMatchObject({ pointId: 'P1', unit: 'm', count: 10, valueEncoding: 'varint-steps', valueScale: 12 });
    expect(Value.Check(SERIES_BINARY_HEADER, binary?.header)).toBe(true);
  });

  it('keeps regular times as their runs, and lists times too irregular for runs', () => {
    const minutes = Array.from({ length: 100 }, (_, i) => T0 + (i < 50 ? i : i + 30) * MINUTE);
    const regular = expectSame(
      minutes,
      minutes.map((_, i) => i / 10),
    );
    expect(regular?.times).toBeInstanceOf(RunTimes);
    const squares = Array.from({ length: 100 }, (_, i) => T0 + i * i * 1_000);
    const irregular = expectSame(
      squares,
      squares.map((_, i) => i / 10),
    );
    expect(irregular?.times).toBeInstanceOf(Float64Array);
  });

  it('reads an empty series and a single reading', () => {
    expect(expectSame([], [])?.header).toMatchObject({ count: 0, runCount: 0 });
    expect(expectSame([T0], [42.5])?.header).toMatchObject({ count: 1, runCount: 1 });
    expect(expectSame([T0], [null])?.header).toMatchObject({ count: 1 });
  });

  it('equals the plain form on random readings, large steps included', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const ts = Array.from({ length: 5_000 }, (_, i) => T0 + i * MINUTE + (next() < 0.01 ? 7 : 0));
    // Steps from a few units to beyond 2^31 units of 10^-3 (varints of one to seven bytes).
    const values = ts.map(() => (next() < 0.02 ? null : Math.round((next() - 0.5) * 10 ** Math.floor(next() * 13)) / 1000));
    const binary = expectSame(ts, values);
    expect(binary?.header.valueEncoding).toBe('varint-steps');
  });

  it('sends the readings themselves when no scale is exact or a step is too large', () => {
    const awkward = [0.1 + 0.2, Math.PI, -0, 5e-324, null];
    expect(expectSame([1, 2, 3, 4, 5], awkward)?.header).toMatchObject({ valueEncoding: 'float64', valueScale: null });
    expect(expectSame([1, 2, 3], [0, 2 ** 52, -(2 ** 52)])?.header.valueEncoding).toBe('float64');
  });

  it('keeps regular times as one run and a small year small', () => {
    const ts = Array.from({ length: 1_440 }, (_, i) => T0 + i * MINUTE);
    const { binary, bytes } = bothForms(
      ts,
      ts.map((_, i) => 100 + (i % 7) / 100),
    );
    expect(binary?.header.runCount).toBe(1);
    // One byte per value (steps of a few hundredths), plus the header and one run.
    expect(bytes.length).toBeLessThan(1_440 + 300);
  });

  it('refuses bytes that are not a whole answer', () => {
    const { bytes } = bothForms([T0, T0 + MINUTE], [1.5, 2.5]);
    const copy = (from: Uint8Array) => from.buffer.slice(from.byteOffset, from.byteOffset + from.byteLength) as ArrayBuffer;
    expect(readSeriesBinary(copy(bytes.subarray(0, bytes.length - 1)))).toBeNull();
    expect(readSeriesBinary(copy(Buffer.concat([bytes, Buffer.from([1])])))).toBeNull();
    const wrongMagic = Buffer.from(bytes);
    wrongMagic[0] = 0x58;
    expect(readSeriesBinary(copy(wrongMagic))).toBeNull();
    expect(readSeriesBinary(copy(new TextEncoder().encode('{"code":200}')))).toBeNull();
  });

  it('reads the same answer in pieces, cut anywhere (in the header, the times or inside a varint)', () => {
    let seed = 11;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const ts = Array.from({ length: 300 }, (_, i) => T0 + i * MINUTE + (i > 150 ? 7 * MINUTE : 0));
    const values = ts.map(() => (next() < 0.05 ? null : Math.round((next() - 0.5) * 10 ** Math.floor(next() * 10)) / 100));
    const floats = [0.1 + 0.2, Math.PI, null, -0, 2 ** 60];
    for (const [times, readings] of [
      [ts, values],
      [[1, 2, 3, 4, 5], floats],
    ] as const) {
      const { binary, bytes } = bothForms([...times], [...readings]);
      for (let cut = 0; cut <= bytes.length; cut += 1) {
        const reader = new SeriesBinaryReader();
        expect(reader.push(bytes.subarray(0, cut))).toBe(true);
        expect(reader.push(bytes.subarray(cut))).toBe(true);
        const read = reader.finish();
        expect(bits(read?.values ?? null)).toEqual(bits(binary?.values ?? null));
        expect(bits(listedTimes(read?.times))).toEqual(bits(listedTimes(binary?.times)));
      }
      const byteByByte = new SeriesBinaryReader();
      for (let i = 0; i < bytes.length; i += 1) byteByByte.push(bytes.subarray(i, i + 1));
      expect(bits(byteByByte.finish()?.values ?? null)).toEqual(bits(binary?.values ?? null));
    }
  });

  it('stops reading pieces once they cannot be an answer, and refuses an answer cut short', () => {
    const { bytes } = bothForms([T0, T0 + MINUTE], [1.5, 2.5]);
    const wrongMagic = new SeriesBinaryReader();
    expect(wrongMagic.push(Uint8Array.from([0x58, ...bytes.subarray(1, 3)]))).toBe(true);
    expect(wrongMagic.push(bytes.subarray(3, 20))).toBe(false);
    expect(wrongMagic.finish()).toBeNull();
    const tooMany = new SeriesBinaryReader();
    expect(tooMany.push(bytes)).toBe(true);
    expect(tooMany.push(Uint8Array.from([1]))).toBe(false);
    expect(tooMany.finish()).toBeNull();
    const short = new SeriesBinaryReader();
    expect(short.push(bytes.subarray(0, bytes.length - 1))).toBe(true);
    expect(short.finish()).toBeNull();
  });
});
