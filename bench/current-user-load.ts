// CurrentUser requests/s and p99 at 50 connections (autocannon), against a bare Fastify hello-world in the same run.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { report } from './support/report';
import { ensureBuilt, signIn, startServer, tempDbPath } from './support/server-process';

ensureBuilt();

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`load errors: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const hello = spawn(process.execPath, ['--import', 'tsx', 'bench/support/hello-fastify.ts'], {
  stdio: 'ignore',
  env: { ...process.env, PORT: '18390' },
});
await new Promise((resolve) => setTimeout(resolve, 1500));
const baseline = await load('http://127.0.0.1:18390/');
hello.kill('SIGTERM');

const server = await startServer({ port: 18391, dbPath: tempDbPath('current-user') });
const token = await signIn(server.url, 'admin', process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin');
const check = (await (await fetch(`${server.url}/api/oauth/CurrentUser`, { headers: { Authorization: token } })).json()) as {
  code: number;
};
if (check.code !== 200) throw new Error(`CurrentUser answered ${check.code}`);
const sluice = await load(`${server.url}/api/oauth/CurrentUser`, { Authorization: token, 'jnpf-origin': 'pc' });
await server.stop();

report('current-user-load', {
  'CurrentUser requests/s (50 connections)': sluice.rps,
  'CurrentUser p99 ms': sluice.p99,
  'bare Fastify hello-world requests/s': baseline.rps,
  'bare Fastify hello-world p99 ms': baseline.p99,
  'CurrentUser / hello-world throughput': sluice.rps / baseline.rps,
});
