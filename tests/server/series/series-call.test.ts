import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERIES_MAX_RANGE_MS } from '../../../server/src/wire/series';
import { createMonitoringApp, type MonitoringContext } from '../monitoring/monitoring-test-app';

const gunzip = promisify(zlib.gunzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

// The raw series call on a fresh database (SQLite, or PostgreSQL with TEST_DATABASE_URL): small hand-made readings.
describe('GET /api/monitoring/points/{id}/series', () => {
  let ctx: MonitoringContext;
  const minute = 60_000;
  const start = Math.floor(Date.now() / minute) * minute - 100 * minute;
  const tsOf = (i: number) => start + i * minute;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
    const readings: object[] = [];
    // 60 seepage readings: value i / 4, reading 10 flagged bad (quality 2), reading 11 suspect (quality 1).
    for (let i = 0; i < 60; i += 1) {
      const quality = i === 10 ? 2 : i === 11 ? 1 : 0;
      readings.push({ pointId: 'mp-qs-we2', ts: tsOf(i), value: i / 4, quality });
    }
    // GNSS: x = i, y = -i; reading 3 lacks y, reading 4 is bad.
    for (let i = 0; i < 6; i += 1) {
      const values: Record<string, number> = i === 3 ? { x: i, z: 1 } : { x: i, y: -i, z: 1 };
      // Without y the resultant cannot be derived, so that reading names its value.
      readings.push({ pointId: 'mp-qs-tp1', ts: tsOf(i), values, quality: i === 4 ? 2 : 0, ...(i === 3 ? { value: 3 } : {}) });
    }
    readings.push({ pointId: 'mp-lj-up1', ts: tsOf(0), value: 50 });
    const answer = await ctx.call('duty', { method: 'POST', url: '/api/monitoring/readings', payload: { readings } });
    expect(answer.data.accepted).toBe(readings.length);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const seriesUrl = (id: string, query: string) => `/api/monitoring/points/${id}/series?${query}`;

  it('answers every reading of the range in columns, oldest first, with null where a reading is bad', async () => {
    const answer = await ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-qs-we2', `from=${tsOf(5)}&to=${tsOf(14)}`) });
    expect(answer).toEqual({
      code: 200,
      msg: 'Success',
      data: {
        pointId: 'mp-qs-we2',
        channel: null,
        unit: 'L/s',
        intervalMs: 600_000,
        from: tsOf(5),
        to: tsOf(14),
        ts: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map(tsOf),
        values: [1.25, 1.5, 1.75, 2, 2.25, null, 2.75, 3, 3.25, 3.5],
      },
    });
  });

  it('answers one channel of a multi-value point in its unit, null where a reading lacks it', async () => {
    const answer = await ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-qs-tp1', `from=${tsOf(0)}&to=${tsOf(59)}&channel=y`) });
    expect(answer.data).toMatchObject({ channel: 'y', unit: 'mm', intervalMs: 3_600_000 });
    expect(answer.data.ts).toEqual([0, 1, 2, 3, 4, 5].map(tsOf));
    expect(answer.data.values).toEqual([0, -1, -2, null, null, -5]);
    const single = await ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-qs-tp1', `from=${tsOf(0)}&to=${tsOf(2)}`) });
    // Without a channel: the point's own value, the horizontal resultant the ingest derived.
    expect(single.data.values).toEqual([0, 1.414, 2.828]);
  });

  it('answers empty columns for a range without readings', async () => {
    const answer = await ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-qs-we2', `from=${tsOf(-50)}&to=${tsOf(-1)}`) });
    expect(answer.data.ts).toEqual([]);
    expect(answer.data.values).toEqual([]);
  });

  it('compresses with brotli or gzip as the caller accepts, and sends plain JSON otherwise', async () => {
    const token = await ctx.tokenOf('viewer');
    const url = seriesUrl('mp-qs-we2', `from=${tsOf(0)}&to=${tsOf(59)}`);
    const plain = await ctx.app.inject({ method: 'GET', url, headers: { authorization: token } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const expected = plain.json();
    expect(expected.data.ts).toHaveLength(60);
    for (const [encoding, decode] of [
      ['br', brotliDecompress],
      ['gzip', gunzip],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: token, 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      const body = await decode(response.rawPayload);
      expect(JSON.parse(body.toString('utf8'))).toEqual(expected);
    }
  });

  it('refuses missing, non-numeric, reversed and too long ranges with 401 and says why', async () => {
    const ask = (query: string) => ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-qs-we2', query) });
    expect((await ask(`to=${tsOf(1)}`)).code).toBe(401);
    expect((await ask(`from=${tsOf(1)}`)).code).toBe(401);
    expect((await ask(`from=yesterday&to=${tsOf(1)}`)).code).toBe(401);
    expect((await ask(`from=${tsOf(1)}&to=1e400`)).code).toBe(401);
    expect((await ask(`from=-5&to=${tsOf(1)}`)).code).toBe(401);
    expect(await ask(`from=${tsOf(1)}&to=${tsOf(1)}`)).toEqual({ code: 401, msg: 'from must be before to' });
    expect(await ask(`from=${tsOf(2)}&to=${tsOf(1)}`)).toEqual({ code: 401, msg: 'from must be before to' });
    const tooLong = await ask(`from=${tsOf(0) - SERIES_MAX_RANGE_MS - 1}&to=${tsOf(0)}`);
    expect(tooLong).toEqual({
      code: 401,
      msg: `The range is too long: one series call answers at most 732 days (${SERIES_MAX_RANGE_MS} ms)`,
    });
    expect((await ask(`from=${tsOf(0) - SERIES_MAX_RANGE_MS}&to=${tsOf(0)}`)).code).toBe(200);
    const chinese = await ctx.call('viewer', {
      method: 'GET',
      url: seriesUrl('mp-qs-we2', `from=${tsOf(2)}&to=${tsOf(1)}`),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(chinese).toEqual({ code: 401, msg: '开始时间必须早于结束时间' });
  });

  it('refuses a channel the point does not have with 401', async () => {
    const range = `from=${tsOf(0)}&to=${tsOf(5)}`;
    expect(await ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-qs-tp1', `${range}&channel=d4`) })).toEqual({
      code: 401,
      msg: 'Point QS-TP1 has no channel "d4" (its channels: x, y, z)',
    });
    expect(await ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-qs-we2', `${range}&channel=x`) })).toEqual({
      code: 401,
      msg: 'Point QS-WE2 has a single value and no channels; leave channel out',
    });
    expect((await ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-qs-tp1', `${range}&channel=x%00`) })).code).toBe(401);
  });

  it('answers 404 for an unknown point and 403 for a point of a project the caller is not a member of', async () => {
    const range = `from=${tsOf(0)}&to=${tsOf(5)}`;
    expect(await ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-nowhere', range) })).toEqual({
      code: 404,
      msg: 'No such monitoring point',
    });
    // The viewer is on the reservoir project only; the Lanjiang sluice belongs to the river project.
    expect(await ctx.call('viewer', { method: 'GET', url: seriesUrl('mp-lj-up1', range) })).toEqual({
      code: 403,
      msg: 'You are not a member of this project',
    });
    expect((await ctx.call('outsider', { method: 'GET', url: seriesUrl('mp-qs-we2', range) })).code).toBe(403);
    expect((await ctx.call('riverDuty', { method: 'GET', url: seriesUrl('mp-lj-up1', range) })).data.values).toEqual([50]);
  });

  it('answers 602 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: seriesUrl('mp-qs-we2', `from=${tsOf(0)}&to=${tsOf(5)}`) });
    expect(response.json().code).toBeGreaterThanOrEqual(600);
  });

  it('is in the OpenAPI document with its query and response schema', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const operation = response.json().paths['/api/monitoring/points/{id}/series'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['id', 'from', 'to', 'channel']));
    const data = operation.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(['pointId', 'channel', 'unit', 'intervalMs', 'from', 'to', 'ts', 'values']);
  });
});
