import { describe, expect, it } from 'vitest';
import { findArray, parseSeriesBody, scanNumbers } from '../../workers/series-parse';

const encode = (text: string) => new TextEncoder().encode(text);

/** What JSON.parse and the typed-array conversion would give: the reference the scanner must equal bit for bit. */
function reference(list: (number | null)[]): number[] {
  return list.map((value) => (value === null ? Number.NaN : value));
}

function scanned(text: string): number[] | null {
  const bytes = encode(text);
  const array = scanNumbers(bytes, 0, bytes.length);
  return array && Array.from(array);
}

describe('series body parser', () => {
  it('reads numbers exactly as JSON.parse does, including the awkward ones', () => {
    const numbers = [
      0, -0, 1, -1, 0.1, 0.2, 0.3, 123.456, -40.125, 1735689600000, 1767225599999, 9007199254740991, 1e21, 1.5e-7, 2.5e300, 5e-324,
      0.30000000000000004, 123456789.12345679, 1e-22, 3.14159e22, 4.35, 99.995, -0.001,
    ];
    const text = JSON.stringify(numbers);
    expect(scanned(text)?.map((value, index) => Object.is(value, JSON.parse(text)[index]))).toEqual(numbers.map(() => true));
    const spaced = '[ 1 , null ,\n 2.5e+3 , -7E-2 ]';
    expect(scanned(spaced)).toEqual(reference([1, null, 2500, -0.07]));
    expect(scanned('[]')).toEqual([]);
    expect(scanned('[ ]')).toEqual([]);
  });

  it('equals JSON.parse on a random series of readings', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const values = Array.from({ length: 5_000 }, () =>
      next() < 0.01 ? null : Math.round((next() - 0.5) * 1e6) / 10 ** Math.floor(next() * 6),
    );
    const text = JSON.stringify(values);
    expect(scanned(text)).toEqual(reference(values));
  });

  it('refuses what a number array of the payload does not hold', () => {
    expect(scanned('["a"]')).toBeNull();
    expect(scanned('[nul]')).toBeNull();
    expect(scanned('[true]')).toBeNull();
  });

  it('finds the arrays by key, not by a quote inside a string', () => {
    const bytes = encode('{"msg":"say \\"ts\\" [1]","data":{"ts" : [1,2]}}');
    const found = findArray(bytes, 'ts');
    expect(found && new TextDecoder().decode(bytes.subarray(found.start, found.end))).toBe('[1,2]');
  });

  it('parses a whole envelope: the arrays typed, the rest as JSON', () => {
    const data = {
      pointId: 'P1',
      channel: null,
      unit: 'm',
      intervalMs: 60_000,
      from: 0,
      to: 120_000,
      ts: [0, 60_000, 120_000],
      values: [1.5, null, -2],
    };
    const body = parseSeriesBody(encode(JSON.stringify({ code: 200, msg: 'ok', data })));
    expect(body.envelope).toEqual({ code: 200, msg: 'ok', data: { ...data, ts: [], values: [] } });
    expect(Array.from(body.ts ?? [])).toEqual([0, 60_000, 120_000]);
    expect(Array.from(body.values ?? [])).toEqual([1.5, Number.NaN, -2]);
  });

  it('falls back to JSON.parse for anything else, and throws where JSON.parse throws', () => {
    expect(parseSeriesBody(encode('{"code":403,"msg":"no"}'))).toEqual({ envelope: { code: 403, msg: 'no' }, ts: null, values: null });
    const reordered = parseSeriesBody(encode('{"code":200,"data":{"values":[1,null],"ts":[5,6]}}'));
    expect(Array.from(reordered.ts ?? [])).toEqual([5, 6]);
    expect(Array.from(reordered.values ?? [])).toEqual([1, Number.NaN]);
    expect(() => parseSeriesBody(encode('<html>'))).toThrow(SyntaxError);
  });
});
