import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';
import { dbFingerprint } from './db-fingerprint';
import { concretePath, jsonBodySchema, label, routeTable, type RouteEntry } from './route-table';
import { sampleOf, wrongTypeOf } from './sample-body';
import type { Envelope } from '../../../server/src/wire/codes';

// Generated from the route table (the OpenAPI document), so every route added later is checked too.

/** Callable without a session: signing in, what the login page shows, the app QR, health and signed-URL checks. */
const PUBLIC = new Set([
  'POST /api/oauth/Login',
  'GET /api/oauth/getConfig/{account}',
  'GET /api/oauth/ImageCode/{length}/{timestamp}',
  'POST /api/oauth/sms/send',
  'GET /api/oauth/codeCertificate',
  'GET /api/oauth/codeCertificateStatus/{ticket}',
  'GET /api/system/SysConfig',
  'GET /api/busProject/BusProject/getAppCode',
  'GET /api/health',
  'GET /api/signed-urls/check',
  // An <img> sends no token; names are 128 random bits (server/src/routes/users-current/avatar-files.ts).
  'GET /api/file/Image/userAvatar/{name}',
]);

/** Writes whose body is a multipart upload (checked part by part in the handler) or that take none (DELETE). */
const NO_JSON_BODY = new Set([
  'POST /api/permission/Users/Actions/Import',
  'POST /api/monitoring/readings/import',
  'POST /api/system/DictionaryData/{id}/Actions/Import',
  'POST /api/file/Uploader/userAvatar',
  'POST /api/file/Uploader/{type}',
  'POST /api/file/chunk',
]);

/**
 * Bodies that are a map of the names a stored definition declares (a data interface's parameters): no schema can
 * list them, so the handler refuses an undeclared name with 401 naming it, as a schema would.
 */
const DECLARED_NAMES_BODY = new Set(['POST /api/system/DataInterface/{id}/Actions/Preview']);

const UNKNOWN_FIELD = 'contractProbeUnknownField';

let ctx: TestContext;
let adminToken: string;
let routes: RouteEntry[];

async function send(
  entry: RouteEntry,
  options: { token?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<Envelope> {
  const response = await ctx.app.inject({
    method: entry.method,
    url: concretePath(entry),
    query: options.query,
    headers: {
      ...(options.token ? { authorization: options.token } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
  });
  expect(response.statusCode, label(entry)).toBe(200);
  expect(response.headers['content-type'], label(entry)).toContain('application/json');
  return response.json() as Envelope;
}

const writes = () => routes.filter((entry) => entry.method !== 'GET');

beforeAll(async () => {
  ctx = await createTestApp();
  adminToken = await signInAs(ctx, 'usr-admin');
  routes = routeTable(ctx.app);
});

afterAll(async () => {
  await ctx.close();
});

describe('the route table', () => {
  it('holds every area of the API', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map(label)).toEqual(
      expect.arrayContaining(['GET /api/oauth/CurrentUser', 'PUT /api/deploy/monitoringPointManagement/{id}']),
    );
  });

  it('gives every route a response schema', () => {
    const missing = routes.filter((entry) => !entry.operation.responses['200']?.content).map(label);
    expect(missing).toEqual([]);
  });

  it('gives every POST and PUT a body schema that refuses unknown fields, multipart uploads aside', () => {
    const open = writes()
      .filter((entry) => entry.method !== 'DELETE' && !NO_JSON_BODY.has(label(entry)) && !DECLARED_NAMES_BODY.has(label(entry)))
      .filter((entry) => jsonBodySchema(entry)?.additionalProperties !== false)
      .map(label);
    expect(open).toEqual([]);
  });
});

describe('every write route', () => {
  it('refuses an unknown field with 401 naming it, and writes nothing', async () => {
    const before = await dbFingerprint(ctx);
    for (const entry of writes()) {
      const schema = jsonBodySchema(entry);
      // A declared-names body is checked against a stored definition, which the probe's made-up id does not name
      // (tests/server/system-data/data-interface-fence.test.ts checks the refusal on a real one).
      if (!schema || DECLARED_NAMES_BODY.has(label(entry))) continue;
      const body = { ...(sampleOf(schema) as object), [UNKNOWN_FIELD]: 1 };
      const answer = await send(entry, { token: adminToken, body });
      expect({ route: label(entry), code: answer.code }).toEqual({ route: label(entry), code: 401 });
      expect(answer.msg, label(entry)).toContain(UNKNOWN_FIELD);
      expect(answer.msg, label(entry)).not.toMatch(/sql|sqlite|postgres|constraint/i);
    }
    expect(await dbFingerprint(ctx)).toEqual(before);
  });

  it('refuses a field of the wrong type with 401 naming it, and writes nothing', async () => {
    const before = await dbFingerprint(ctx);
    for (const entry of writes()) {
      const schema = jsonBodySchema(entry);
      const wrong = schema && wrongTypeOf(schema);
      if (!schema || !wrong) continue;
      const body = { ...(sampleOf(schema) as object), [wrong.field]: wrong.value };
      const answer = await send(entry, { token: adminToken, body });
      expect({ route: label(entry), code: answer.code }).toEqual({ route: label(entry), code: 401 });
      expect(answer.msg, label(entry)).toContain(wrong.field);
    }
    expect(await dbFingerprint(ctx)).toEqual(before);
  });
});

describe('numbers in queries', () => {
  // Each is refused by every numeric query field: ajv coerces "1e400" and "Infinity" to Infinity, which only a bound stops.
  const BAD_NUMBERS = ['1e400', '-1e400', 'Infinity', 'NaN', '1e21', 'abc'];

  it('refuses Infinity, NaN and huge values with 401, never 500', async () => {
    let checked = 0;
    for (const entry of routes) {
      for (const parameter of entry.operation.parameters ?? []) {
        if (parameter.in !== 'query' || !['integer', 'number'].includes(String(parameter.schema.type))) continue;
        const body = jsonBodySchema(entry) ? sampleOf(jsonBodySchema(entry) as object) : undefined;
        const bad = [...BAD_NUMBERS];
        if (parameter.schema.type === 'integer') bad.push('1.5');
        if (parameter.schema.minimum !== undefined) bad.push(String(parameter.schema.minimum - 1));
        for (const value of bad) {
          const answer = await send(entry, { token: adminToken, query: { [parameter.name]: value }, body });
          expect({ route: label(entry), parameter: parameter.name, value, code: answer.code }).toEqual({
            route: label(entry),
            parameter: parameter.name,
            value,
            code: 401,
          });
          checked += 1;
        }
      }
    }
    // currentPage and pageSize alone appear on a dozen lists.
    expect(checked).toBeGreaterThan(100);
  });

  it('gives every numeric query field both bounds', () => {
    const unbounded = routes.flatMap((entry) =>
      (entry.operation.parameters ?? [])
        .filter((parameter) => ['integer', 'number'].includes(String(parameter.schema.type)))
        .filter((parameter) => parameter.schema.minimum === undefined || parameter.schema.maximum === undefined)
        .map((parameter) => `${label(entry)} ${parameter.name}`),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('without a session', () => {
  it('every route but the public ones answers 600/602, and writes nothing', async () => {
    const before = await dbFingerprint(ctx);
    for (const entry of routes.filter((route) => !PUBLIC.has(label(route)))) {
      const schema = jsonBodySchema(entry);
      for (const token of [undefined, 'bearer not-a-token']) {
        const answer = await send(entry, { token, body: schema ? sampleOf(schema) : undefined });
        expect({ route: label(entry), token, ok: [600, 602].includes(answer.code) }).toEqual({ route: label(entry), token, ok: true });
      }
    }
    expect(await dbFingerprint(ctx)).toEqual(before);
  });

  it('the public routes stay public', async () => {
    for (const entry of routes.filter((route) => PUBLIC.has(label(route)) && route.method === 'GET')) {
      const response = await ctx.app.inject({ method: 'GET', url: concretePath(entry, 'probe') });
      const code = response.headers['content-type']?.toString().startsWith('application/json') ? (response.json() as Envelope).code : 200;
      expect({ route: label(entry), signInDemanded: [600, 601, 602].includes(code) }).toEqual({
        route: label(entry),
        signInDemanded: false,
      });
    }
  });
});
