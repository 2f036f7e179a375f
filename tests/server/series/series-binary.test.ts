import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERIES_MAX_RANGE_MS } from '../../../server/src/wire/series';
import { readSeriesBinary } from '../../../workers/series-binary';
import { listedTimes } from '../../workers/support/series-server';
import { createMonitoringApp, type MonitoringContext } from '../monitoring/monitoring-test-app';

const brotliDecompress = promisify(zlib.brotliDecompress);
const gunzip = promisify(zlib.gunzip);

const arrayBufferOf = (bytes: Buffer) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const orNull = (values: Float64Array) => Array.from(values, (value) => (Number.isNaN(value) ? null : value));

// The binary series call (`.../series/binary`, SERIES_BINARY_HEADER) on a fresh database (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): read by the console's worker, it gives exactly what the plain call gives; refusals stay JSON.
describe('GET /api/monitoring/points/{id}/series/binary', () => {
  let ctx: MonitoringContext;
  let token: string;
  const minute = 60_000;
  const start = Math.floor(Date.now() / minute) * minute - 100 * minute;
  const tsOf = (i: number) => start + i * minute;
  const range = `from=${tsOf(0)}&to=${tsOf(39)}`;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
    token = await ctx.tokenOf('viewer');
    const readings: object[] = [];
    // Readings 20-24 missing (an outage), reading 7 bad, negative values, a spike and one value with many decimals.
    for (let i = 0; i < 40; i += 1) {
      if (i >= 20 && i < 25) continue;
      const value = i === 30 ? 0.000123456789 : i === 33 ? 98.5 : -12 + i / 8;
      readings.push({ pointId: 'mp-qs-we2', ts: tsOf(i), value, quality: i === 7 ? 2 : 0 });
    }
    const answer = await ctx.call('duty', { method: 'POST', url: '/api/monitoring/readings', payload: { readings } });
    expect(answer.data.accepted).toBe(readings.length);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/monitoring/points/mp-qs-we2/${path}`, headers: { authorization: token, ...headers } });

  it('answers the readings as bytes that read back exactly as the plain call, compressed as the caller accepts', async () => {
    const plain = (await get(`series?${range}`)).json();
    const identity = await get(`series/binary?${range}`);
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-type']).toBe('application/octet-stream');
    const read = readSeriesBinary(arrayBufferOf(identity.rawPayload));
    expect(read?.header).toMatchObject({ pointId: 'mp-qs-we2', channel: null, unit: 'L/s', count: 35, runCount: 2 });
    expect(read?.header.valueEncoding).toBe('varint-steps');
    expect(Array.from(listedTimes(read?.times) ?? [])).toEqual(plain.data.ts);
    expect(orNull(read?.values ?? new Float64Array())).toEqual(plain.data.values);
    for (const [encoding, decode] of [
      ['br', brotliDecompress],
      ['gzip', gunzip],
    ] as const) {
      const response = await get(`series/binary?${range}`, { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(Buffer.compare(await decode(response.rawPayload), identity.rawPayload)).toBe(0);
    }
  });

  it('answers an empty range as a header alone', async () => {
    const response = await get(`series/binary?from=${tsOf(-50)}&to=${tsOf(-1)}`);
    const read = readSeriesBinary(arrayBufferOf(response.rawPayload));
    expect(read?.header).toMatchObject({ count: 0, runCount: 0 });
    expect(read?.times).toHaveLength(0);
  });

  it('refuses with the JSON envelope: 404, 403, a reversed range and one over the limit', async () => {
    const ask = (person: 'viewer' | 'outsider', id: string, query: string) =>
      ctx.call(person, { method: 'GET', url: `/api/monitoring/points/${id}/series/binary?${query}` });
    expect(await ask('viewer', 'mp-nowhere', range)).toEqual({ code: 404, msg: 'No such monitoring point' });
    expect((await ask('outsider', 'mp-qs-we2', range)).code).toBe(403);
    expect(await ask('viewer', 'mp-qs-we2', `from=${tsOf(2)}&to=${tsOf(1)}`)).toEqual({ code: 401, msg: 'from must be before to' });
    expect(await ask('viewer', 'mp-qs-we2', `from=${tsOf(0) - SERIES_MAX_RANGE_MS - 1}&to=${tsOf(0)}`)).toEqual({
      code: 401,
      msg: `The range is too long: one series call answers at most 732 days (${SERIES_MAX_RANGE_MS} ms)`,
    });
    const refused = await get(`series/binary?from=${tsOf(2)}&to=${tsOf(1)}`, { accept: 'application/octet-stream, application/json' });
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('is in the OpenAPI document with its query and content type', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const operation = response.json().paths['/api/monitoring/points/{id}/series/binary'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['id', 'from', 'to', 'channel']));
    expect(Object.keys(operation.responses['200'].content)).toEqual(['application/octet-stream']);
  });
});
