import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/src/config';
import { createMonitoringApp, RESERVOIR, RIVER, type MonitoringContext } from '../monitoring/monitoring-test-app';
import { createTestApp, type TestContext } from '../support/test-app';
import { signInAs } from '../current-user/sign-in-as';

// The location picker's search by address name (GET /api/visualdev/Location/Search): the embedded geocoder over the
// caller's own projects, dams and points, and a Nominatim-style service behind GEOCODER_URL (a real local HTTP server
// here), whose failure answers a message rather than an empty list.

const SEARCH = '/api/visualdev/Location/Search';
let ctx: MonitoringContext;
let service: Server;
let serviceUrl = '';
let remote: TestContext;
let serviceDown = false;

beforeAll(async () => {
  ctx = await createMonitoringApp();
  service = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    if (serviceDown) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify([
        { name: query.get('q'), display_name: `${query.get('q')}, 西湖区, 杭州市, 浙江省, 中国`, lat: '30.2741', lon: '120.1551' },
        { name: 'nowhere', display_name: 'nowhere', lat: '91', lon: '0' },
      ]),
    );
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/search`;
  remote = await createTestApp({ geocoderUrl: serviceUrl });
});

afterAll(async () => {
  await Promise.all([ctx.close(), remote.close()]);
  await new Promise((resolve) => service.close(resolve));
});

describe('the embedded geocoder', () => {
  it("finds the caller's projects, dams and points by name, with their positions", async () => {
    const found = await ctx.call('duty', { method: 'GET', url: `${SEARCH}?keyword=${encodeURIComponent('青水')}` });
    expect(found.code).toBe(200);
    const kinds = (found.data.list as { kind: string; name: string }[]).map((place) => `${place.kind}:${place.name}`);
    expect(kinds).toEqual(expect.arrayContaining(['project:青水水库大坝', 'dam:青水水库主坝']));
    const dam = found.data.list.find((place: { kind: string }) => place.kind === 'dam');
    expect(dam).toMatchObject({ address: '青水水库大坝', lngLat: '119.3652,30.2138' });

    const point = await ctx.call('duty', { method: 'GET', url: `${SEARCH}?keyword=${encodeURIComponent('坝前库水位')}` });
    expect(point.data.list).toEqual([
      expect.objectContaining({ kind: 'point', name: '坝前库水位', address: '青水水库大坝 / 青水水库主坝' }),
    ]);
  });

  it('answers nothing of projects the caller is not on, and refuses naming a stranger project', async () => {
    expect((await ctx.call('outsider', { method: 'GET', url: `${SEARCH}?keyword=${encodeURIComponent('青水')}` })).data.list).toEqual([]);
    expect((await ctx.call('engineer', { method: 'GET', url: `${SEARCH}?keyword=${encodeURIComponent('澜江')}` })).data.list).toEqual([]);
    expect((await ctx.call('engineer', { method: 'GET', url: `${SEARCH}?keyword=x&projectId=${RIVER}` })).code).toBe(403);
    expect((await ctx.call('engineer', { method: 'GET', url: `${SEARCH}?keyword=x&projectId=${RESERVOIR}` })).code).toBe(200);
    expect((await ctx.call('engineer', { method: 'GET', url: SEARCH })).code).toBe(401);
  });
});

describe('a Nominatim-style geocoder behind GEOCODER_URL', () => {
  it('reads GEOCODER_URL as an http(s) address, none by default', () => {
    expect(loadConfig({}).geocoderUrl).toBeNull();
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.example.org/search' }).geocoderUrl).toBe('https://nominatim.example.org/search');
    expect(() => loadConfig({ GEOCODER_URL: 'file:///etc/passwd' })).toThrow(/GEOCODER_URL/);
  });

  it("answers the service's places as lng,lat, leaving out positions out of range, and says so when it fails", async () => {
    const token = await signInAs(remote, 'usr-duty01');
    const ask = async (keyword: string) =>
      (
        await remote.app.inject({
          method: 'GET',
          url: `${SEARCH}?keyword=${encodeURIComponent(keyword)}`,
          headers: { authorization: token, 'accept-language': 'zh-CN' },
        })
      ).json() as { code: number; msg: string; data?: { list: unknown[] } };
    const found = await ask('西湖');
    expect(found.data?.list).toEqual([
      { name: '西湖', address: '西湖, 西湖区, 杭州市, 浙江省, 中国', lngLat: '120.1551,30.2741', kind: 'address' },
    ]);
    serviceDown = true;
    expect(await ask('断桥')).toMatchObject({ code: 400, msg: '地址搜索服务暂不可用，请稍后重试或按经纬度搜索' });
  });
});
