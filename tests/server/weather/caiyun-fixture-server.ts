import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for api.caiyunapp.com answering a recorded v2.6 `weather` answer, or failing on demand: the Caiyun
// provider is tested against real HTTP without the internet.

export const CAIYUN_FIXTURE: unknown = JSON.parse(readFileSync(new URL('./fixtures/caiyun-v2.6-weather.json', import.meta.url), 'utf8'));
export const FIXTURE_TOKEN = 'test-token-123';

export type FixtureMode = 'ok' | 'http-500' | 'token-refused' | 'not-json';

export interface CaiyunFixtureServer {
  /** What to pass as CAIYUN_API_URL. */
  baseUrl: string;
  mode: FixtureMode;
  /** Paths and queries asked, newest last. */
  requests: string[];
  close(): Promise<void>;
}

export async function startCaiyunFixture(): Promise<CaiyunFixtureServer> {
  const state: { mode: FixtureMode; requests: string[] } = { mode: 'ok', requests: [] };
  const server: Server = createServer((request, response) => {
    state.requests.push(request.url ?? '');
    const send = (status: number, body: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (state.mode === 'http-500') return send(500, '{"status":"failed"}');
    if (state.mode === 'not-json') return send(200, '<html>gateway timeout</html>');
    if (state.mode === 'token-refused' || !request.url?.startsWith(`/v2.6/${FIXTURE_TOKEN}/`)) {
      return send(200, JSON.stringify({ status: 'failed', error: 'token is invalid', api_version: 'v2.6' }));
    }
    return send(200, JSON.stringify(CAIYUN_FIXTURE));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2.6`,
    get mode() {
      return state.mode;
    },
    set mode(mode: FixtureMode) {
      state.mode = mode;
    },
    requests: state.requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
