import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedGeoProvider } from '../../../server/src/providers/geo/embedded-geo-provider';
import { HttpGeoProvider, placeFromResponse } from '../../../server/src/providers/geo/http-geo-provider';
import { isLocalAddress } from '../../../server/src/providers/geo/local-addresses';
import { createTestApp } from '../support/test-app';
import { createUser, latestLoginLog, login, PASSWORD } from './support/sign-in-fixtures';

const silent = { warn: () => undefined } as unknown as FastifyBaseLogger;

let server: http.Server;
let baseUrl: string;
const asked: string[] = [];
const answers = new Map<string, { status: number; body: unknown }>([
  ['203.0.113.10', { status: 200, body: { status: 'success', country: '中国', regionName: '浙江', city: '杭州' } }],
  ['203.0.113.11', { status: 200, body: { code: 0, data: { place: '四川省成都市' } } }],
  ['203.0.113.12', { status: 500, body: {} }],
  ['203.0.113.13', { status: 200, body: { country: '中国', region: '北京', city: '北京' } }],
]);

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const ip = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
    asked.push(ip);
    const answer = answers.get(ip) ?? { status: 200, body: { status: 'fail' } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('embedded geo provider', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.4.5.6', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.20', true],
    ['169.254.10.1', true],
    ['::1', true],
    ['fd12:3456::1', true],
    ['fe80::1%eth0', true],
    ['::ffff:192.168.0.5', true],
    ['172.32.0.1', false],
    ['8.8.8.8', false],
    ['2001:db8::1', false],
    ['::ffff:8.8.8.8', false],
    ['not-an-ip', false],
  ])('%s is local: %s', (ip, local) => {
    expect(isLocalAddress(ip)).toBe(local);
  });

  it('names local networks and nothing else', async () => {
    const geo = new EmbeddedGeoProvider();
    expect(await geo.lookup('192.168.3.4')).toBe('本地网络');
    expect(await geo.lookup('8.8.4.4')).toBe('未知');
  });
});

describe('HTTP geo provider (GEOIP_URL)', () => {
  it('reads the common answer shapes and caches them', async () => {
    const geo = new HttpGeoProvider(`${baseUrl}/json/{ip}`, 2000, silent);
    expect(await geo.lookup('203.0.113.10')).toBe('中国 浙江 杭州');
    expect(await geo.lookup('203.0.113.11')).toBe('四川省成都市');
    expect(await geo.lookup('203.0.113.13')).toBe('中国 北京');
    const before = asked.length;
    expect(await geo.lookup('203.0.113.10')).toBe('中国 浙江 杭州');
    expect(asked.length).toBe(before);
  });

  it('falls back to unknown on failure and never sends local addresses', async () => {
    const geo = new HttpGeoProvider(`${baseUrl}/json/{ip}`, 2000, silent);
    expect(await geo.lookup('203.0.113.12')).toBe('未知');
    expect(await geo.lookup('203.0.113.99')).toBe('未知');
    const before = asked.length;
    expect(await geo.lookup('10.0.0.8')).toBe('本地网络');
    expect(await geo.lookup('garbage')).toBe('未知');
    expect(asked.length).toBe(before);
    const unreachable = new HttpGeoProvider('http://127.0.0.1:1/{ip}', 500, silent);
    expect(await unreachable.lookup('203.0.113.10')).toBe('未知');
  });

  it('extracts nothing from answers without a place', () => {
    expect(placeFromResponse(null)).toBe('');
    expect(placeFromResponse({ status: 'fail', message: 'reserved range' })).toBe('');
    expect(placeFromResponse('text')).toBe('');
  });

  it('gives sign-ins their place when configured', async () => {
    const ctx = await createTestApp({ signIn: { geoipUrl: `${baseUrl}/json/{ip}` } }, { seed: false });
    try {
      await createUser(ctx.database.db, { account: 'traveller' });
      const { body } = await login(ctx.app, { account: 'traveller', password: PASSWORD }, { remoteAddress: '203.0.113.10' });
      expect(body.code).toBe(200);
      expect(await latestLoginLog(ctx.database.db)).toMatchObject({ place: '中国 浙江 杭州', ipAddress: '203.0.113.10' });
      const session = await ctx.database.db.selectFrom('session').select('place').executeTakeFirstOrThrow();
      expect(session.place).toBe('中国 浙江 杭州');
    } finally {
      await ctx.close();
    }
  });
});
