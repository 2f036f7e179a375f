import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSeriesBody } from '../../../workers/series-parse';
import { createMonitoringApp, type MonitoringContext } from '../monitoring/monitoring-test-app';

// The compact series call (`.../series/compact`, SERIES_COMPACT_PAYLOAD) on a fresh database (SQLite, or PostgreSQL
// with TEST_DATABASE_URL): read by the console's worker parser, it gives exactly what the plain call gives.
describe('GET /api/monitoring/points/{id}/series/compact', () => {
  let ctx: MonitoringContext;
  const minute = 60_000;
  const start = Math.floor(Date.now() / minute) * minute - 100 * minute;
  const tsOf = (i: number) => start + i * minute;

  beforeAll(async () => {
    ctx = await createMonitoringApp();
    const readings: object[] = [];
    // Readings 20-24 missing (an outage), reading 7 bad, values with up to three decimals and one tiny one.
    for (let i = 0; i < 40; i += 1) {
      if (i >= 20 && i < 25) continue;
      readings.push({ pointId: 'mp-qs-we2', ts: tsOf(i), value: i === 30 ? 0.00001 : 100 + i / 8, quality: i === 7 ? 2 : 0 });
    }
    const answer = await ctx.call('duty', { method: 'POST', url: '/api/monitoring/readings', payload: { readings } });
    expect(answer.data.accepted).toBe(readings.length);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const range = `from=${tsOf(0)}&to=${tsOf(39)}`;

  it('answers the readings as runs and integer steps that read back exactly as the plain call', async () => {
    const token = await ctx.tokenOf('viewer');
    const get = (path: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/monitoring/points/mp-qs-we2/${path}?${range}`, headers: { authorization: token } });
    const compact = await get('series/compact');
    expect(compact.json()).toMatchObject({
      code: 200,
      data: {
        pointId: 'mp-qs-we2',
        unit: 'L/s',
        encoding: 'delta',
        count: 35,
        tsRuns: [tsOf(0), minute, 20, tsOf(25), minute, 15],
        valueScale: 5,
      },
    });
    const plain = (await get('series')).json();
    const parsed = parseSeriesBody(new Uint8Array(compact.rawPayload));
    expect(Array.from(parsed.ts ?? [])).toEqual(plain.data.ts);
    expect(Array.from(parsed.values ?? [], (value) => (Number.isNaN(value) ? null : value))).toEqual(plain.data.values);
  });

  it('refuses as the plain call does: 404, 403 and a reversed range', async () => {
    const ask = (person: 'viewer' | 'outsider', id: string, query: string) =>
      ctx.call(person, { method: 'GET', url: `/api/monitoring/points/${id}/series/compact?${query}` });
    expect((await ask('viewer', 'mp-nowhere', range)).code).toBe(404);
    expect((await ask('outsider', 'mp-qs-we2', range)).code).toBe(403);
    expect(await ask('viewer', 'mp-qs-we2', `from=${tsOf(2)}&to=${tsOf(1)}`)).toEqual({ code: 401, msg: 'from must be before to' });
  });

  it('is in the OpenAPI document with its own response schema', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const operation = response.json().paths['/api/monitoring/points/{id}/series/compact'].get;
    const data = operation.responses['200'].content['application/json'].schema.properties.data;
    expect(Object.keys(data.properties)).toEqual(expect.arrayContaining(['encoding', 'count', 'tsRuns', 'valueScale', 'values']));
  });
});
