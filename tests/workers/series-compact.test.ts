import { describe, expect, it } from 'vitest';
import { CompactSeriesBuilder, decimalsOf } from '../../server/src/monitoring/series/series-compact';
import type { SeriesPayload } from '../../server/src/wire/series';
import { expandTimes } from '../../workers/series-compact';
import { parseSeriesBody } from '../../workers/series-parse';
import { compactText } from './support/series-server';

const encode = (text: string) => new TextEncoder().encode(text);
const MINUTE = 60_000;

function payload(ts: number[], values: (number | null)[]): SeriesPayload {
  return { pointId: 'P1', channel: null, unit: 'm', intervalMs: MINUTE, from: ts[0] ?? 0, to: ts.at(-1) ?? 0, ts, values };
}

/** The plain body and the compact body of the same readings, both parsed by the worker's parser. */
function bothForms(ts: number[], values: (number | null)[]) {
  const envelope = { code: 200, msg: 'ok', data: payload(ts, values) };
  return { plain: parseSeriesBody(encode(JSON.stringify(envelope))), compact: parseSeriesBody(encode(compactText(envelope))) };
}

const bits = (array: Float64Array | null) =>
  Array.from(array ?? [], (value) => (Number.isNaN(value) ? 'NaN' : Object.is(value, -0) ? '-0' : value));

// The compact series call (server/src/monitoring/series/series-compact.ts) against the worker's reader of it: every
// reading must come back bit for bit as the plain form gives it.
describe('compact series form', () => {
  it('counts the decimals a value was written with', () => {
    expect(['125.0', '125', '0.25', '1.0e-05', '1e-05', '1.5e-7', '-40.125', '2.5e+3', '1e21'].map(decimalsOf)).toEqual([
      0, 0, 2, 5, 5, 8, 3, 0, 0,
    ]);
  });

  it('gives the same times and values as the plain form, gaps and bad readings included', () => {
    const ts = [0, 1, 2, 3, 10, 11, 12, 20, 25, 30].map((i) => 1_735_689_600_000 + i * MINUTE);
    const values = [120.123, 120.125, null, 119.9, 0.001, -3.5, 1e-7, 2500, null, 120.12];
    const { plain, compact } = bothForms(ts, values);
    expect(bits(compact.ts)).toEqual(bits(plain.ts));
    expect(bits(compact.values)).toEqual(bits(plain.values));
    expect((compact.envelope as { data: { pointId: string; unit: string } }).data).toMatchObject({ pointId: 'P1', unit: 'm' });
  });

  it('equals the plain form bit for bit on random readings, and falls back to plain values when no scale is exact', () => {
    let seed = 11;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const ts = Array.from({ length: 3_000 }, (_, i) => i * MINUTE + (next() < 0.01 ? 7 : 0));
    const values = ts.map(() => (next() < 0.02 ? null : Math.round((next() - 0.5) * 1e6) / 10 ** Math.floor(next() * 5)));
    const { plain, compact } = bothForms(ts, values);
    expect(bits(compact.ts)).toEqual(bits(plain.ts));
    expect(bits(compact.values)).toEqual(bits(plain.values));

    const awkward = [0.1 + 0.2, Math.PI, 1e300, -0, 5e-324];
    const odd = bothForms([1, 2, 3, 4, 5], awkward);
    expect(odd.compact.envelope).toMatchObject({ data: { valueScale: null } });
    expect(bits(odd.compact.values)).toEqual(bits(odd.plain.values));
  });

  it('writes regular times as one run and an empty series as nothing', () => {
    const builder = new CompactSeriesBuilder();
    builder.addChunk('0,60000,120000', '1,2,3');
    builder.addChunk('180000,600000', '4,null');
    expect([...builder.fields()].join('')).toBe(
      '"encoding":"delta","count":5,"tsRuns":[0,60000,4,600000,0,1],"valueScale":0,"values":[1,1,1,1,null]',
    );
    const empty = new CompactSeriesBuilder();
    empty.addChunk('', '');
    expect([...empty.fields()].join('')).toBe('"encoding":"delta","count":0,"tsRuns":[],"valueScale":0,"values":[]');
    expect(expandTimes([0, 10, 3], 2)).toBeNull();
  });
});
