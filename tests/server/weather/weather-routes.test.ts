import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../../server/src/auth/sessions';
import { seedMonitoring } from '../../../server/src/monitoring/seed-monitoring';
import { createWeatherProvider } from '../../../server/src/providers/weather/weather-provider';
import { createTestApp, type TestContext } from '../support/test-app';
import { PEOPLE, RESERVOIR, RIVER, type EnvelopeAnswer } from '../monitoring/monitoring-test-app';
import { FIXTURE_TOKEN, startCaiyunFixture, type CaiyunFixtureServer } from './caiyun-fixture-server';

// The weather calls end to end, with the Caiyun provider pointed at a local fixture server. A TTL of 0 asks the
// provider on every request, so a failure shows at once.

let fixture: CaiyunFixtureServer;
let ctx: TestContext;
const tokens = new Map<string, string>();

async function call(person: keyof typeof PEOPLE, method: 'GET' | 'POST', url: string, body?: object): Promise<EnvelopeAnswer> {
  let token = tokens.get(person);
  if (!token) {
    const session = await issueSession(ctx.database.db, {
      userId: PEOPLE[person],
      ipAddress: '127.0.0.1',
      place: '',
      userAgent: 'vitest',
      origin: 'pc',
      idleMs: ctx.config.sessionIdleMs,
    });
    token = session.token;
    tokens.set(person, token);
  }
  const response = await ctx.app.inject({
    method,
    url,
    headers: { authorization: token, 'accept-language': 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return response.json();
}

beforeAll(async () => {
  fixture = await startCaiyunFixture();
  ctx = await createTestApp({ caiyunToken: FIXTURE_TOKEN, caiyunApiUrl: fixture.baseUrl, weatherCacheTtlMs: 0 });
  await seedMonitoring(ctx.database.db);
});

afterAll(async () => {
  await ctx.close();
  await fixture.close();
});

const NOW_URL = `/api/system/weather?projectId=${RESERVOIR}`;
const FUTURE_URL = '/api/weather/queryWeatherFuture';

describe('GET /api/system/weather', () => {
  it('answers the current weather, 7 days and 24 hours for a member of the project, at the project position', async () => {
    fixture.mode = 'ok';
    const answer = await call('viewer', 'GET', NOW_URL);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      skycon: 'PARTLY_CLOUDY_NIGHT',
      temperature: 12.6,
      apparentTemperature: 10.4,
      humidity: 0.79,
      stale: false,
    });
    expect(answer.data.wind).toEqual({ speed: 9.7, direction: 38 });
    expect(answer.data.forecastModelList).toHaveLength(7);
    expect(answer.data.hourlyVoList).toHaveLength(24);
    const project = await ctx.database.db
      .selectFrom('project')
      .select(['latitude', 'longitude'])
      .where('id', '=', RESERVOIR)
      .executeTakeFirstOrThrow();
    expect(fixture.requests.at(-1)).toContain(`/${project.longitude.toFixed(4)},${project.latitude.toFixed(4)}/weather`);
  });

  it('answers the last good forecast, marked stale with its time, when the provider fails', async () => {
    fixture.mode = 'ok';
    const good = await call('viewer', 'GET', NOW_URL);
    fixture.mode = 'http-500';
    const stale = await call('viewer', 'GET', NOW_URL);
    expect(stale.code).toBe(200);
    expect(stale.data).toEqual({ ...good.data, stale: true });
  });

  it('says the forecast is unavailable when the provider fails before any forecast', async () => {
    fixture.mode = 'token-refused';
    const answer = await call('duty', 'GET', `/api/system/weather?projectId=${RIVER}`);
    expect(answer).toEqual({ code: 500, msg: 'The weather forecast is unavailable right now; please retry in a few minutes' });
  });

  it('refuses a project the caller may not read with 403, an unknown one with 404, a missing id with 401', async () => {
    fixture.mode = 'ok';
    expect((await call('outsider', 'GET', NOW_URL)).code).toBe(403);
    expect((await call('viewer', 'GET', `/api/system/weather?projectId=${RIVER}`)).code).toBe(403);
    expect((await call('admin', 'GET', '/api/system/weather?projectId=prj-none')).code).toBe(404);
    expect((await call('viewer', 'GET', '/api/system/weather')).code).toBe(401);
  });
});

describe('POST /api/weather/queryWeatherFuture', () => {
  it('answers at least 7 days, up to the 15 asked for, with precipitation, humidity and wind', async () => {
    fixture.mode = 'ok';
    const week = await call('viewer', 'POST', FUTURE_URL, { projectId: RESERVOIR });
    expect(week.data.list).toHaveLength(7);
    expect(week.data.list[1]).toEqual({
      date: '2026-11-26',
      week: 4,
      day: 26,
      skycon: 'MODERATE_RAIN',
      minTemperature: 9.5,
      maxTemperature: 15.8,
      precipitation: 6.8,
      humidity: 0.86,
      windSpeed: 11.5,
    });
    expect((await call('viewer', 'POST', FUTURE_URL, { projectId: RESERVOIR, days: 15 })).data.list).toHaveLength(15);
    expect((await call('viewer', 'POST', FUTURE_URL, { projectId: RESERVOIR, days: 2 })).data.list).toHaveLength(7);
  });

  it('refuses out-of-range days, unknown fields and foreign projects', async () => {
    for (const body of [{ projectId: RESERVOIR, days: 16 }, { projectId: RESERVOIR, days: 0 }, { projectId: RESERVOIR, hours: 3 }, {}]) {
      expect((await call('viewer', 'POST', FUTURE_URL, body)).code).toBe(401);
    }
    expect((await call('viewer', 'POST', FUTURE_URL, { projectId: RIVER })).code).toBe(403);
  });
});

describe('the provider choice', () => {
  it('is the embedded forecast unless a Caiyun token is configured', () => {
    expect(createWeatherProvider({ caiyunToken: undefined, caiyunApiUrl: 'https://api.caiyunapp.com/v2.6' }).name).toBe('embedded');
    expect(createWeatherProvider({ caiyunToken: 'x', caiyunApiUrl: 'https://api.caiyunapp.com/v2.6' }).name).toBe('caiyun');
  });
});
