// Issue 9 item 12: the common reads at 100 connections against a bare Fastify hello-world measured in the same run.
// Prints requests/s, the ratio to hello-world, p50 and p99 for each, and whether it meets its goal.
// BENCH_SECONDS (default 10) per endpoint; BENCH_PORT / BENCH_HELLO_PORT choose the ports; BENCH_SERVER=source runs
// the sources through tsx instead of the bundle.
import { measureHelloWorld } from './support/hello-baseline';
import { runLoad } from './support/load';
import { report } from './support/report';
import { ensureServerBuilt, signIn, startServer, tempDbPath } from './support/server-process';

const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 18392);
const HELLO_PORT = Number(process.env.BENCH_HELLO_PORT ?? PORT + 1);

interface Endpoint {
  name: string;
  path: string;
  /** Least share of hello-world's requests/s. */
  minRatio: number;
  maxP99Ms: number;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'alarm list', path: '/api/monitoring/alarms?currentPage=1&pageSize=20', minRatio: 0.25, maxP99Ms: 50 },
  { name: 'users list', path: '/api/permission/Users?currentPage=1&pageSize=20', minRatio: 0.25, maxP99Ms: 50 },
  { name: 'point list', path: '/api/deploy/monitoringPointManagement/list?currentPage=1&pageSize=20', minRatio: 0.25, maxP99Ms: 50 },
  { name: 'CurrentUser', path: '/api/oauth/CurrentUser', minRatio: 0.15, maxP99Ms: 50 },
];

ensureServerBuilt();
const hello = await measureHelloWorld(HELLO_PORT, CONNECTIONS, DURATION_S);
const server = await startServer({ port: PORT, dbPath: tempDbPath('api') });
const figures: Record<string, number | string> = {
  'hello-world requests/s': hello.rps,
  'hello-world p50 / p99 ms': `${hello.p50} / ${hello.p99}`,
};
let failed = 0;
try {
  const token = await signIn(server.url, 'admin', process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin');
  const headers = { Authorization: token, 'jnpf-origin': 'pc' };
  for (const endpoint of ENDPOINTS) {
    const check = (await (await fetch(server.url + endpoint.path, { headers })).json()) as { code: number; msg: string };
    if (check.code !== 200) throw new Error(`${endpoint.name} answered ${check.code}: ${check.msg}`);
    // A short warm-up so the JIT and the caches are in the state a running server is in.
    await runLoad({ url: server.url + endpoint.path, connections: CONNECTIONS, durationS: 2, headers });
    const result = await runLoad({
      url: server.url + endpoint.path,
      connections: CONNECTIONS,
      durationS: DURATION_S,
      headers,
      checkEnvelope: true,
    });
    const ratio = result.rps / hello.rps;
    const met = ratio >= endpoint.minRatio && result.p99 <= endpoint.maxP99Ms && result.errors === 0;
    if (!met) failed += 1;
    figures[`${endpoint.name} requests/s`] = result.rps;
    figures[`${endpoint.name} ratio (goal >= ${endpoint.minRatio})`] = ratio;
    figures[`${endpoint.name} p50 / p99 ms (goal p99 <= ${endpoint.maxP99Ms})`] = `${result.p50} / ${result.p99}`;
    figures[`${endpoint.name} errors`] = result.errors;
    figures[`${endpoint.name} goal`] = met ? 'met' : 'MISSED';
  }
} finally {
  await server.stop();
}
report('api', figures);
process.exitCode = failed > 0 ? 1 : 0;
