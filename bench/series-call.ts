// Issue 10 item 3: the raw series call for a year of one-minute readings (DEMO_YEAR_POINT). Seeds that point's history
// with the demo generator, starts the server on it, then times GET /api/monitoring/points/{id}/series for the whole
// year: cold (first call) and warm (median of BENCH_RUNS), to the last byte, plain, gzip and br, with the bytes on
// the wire, for the three forms: the plain call, the compact one (.../series/compact: times as runs, values as integer
// steps) and the binary one the chart worker asks for (.../series/binary: time runs and varint steps as bytes); and the
// longest event-loop stall while a call runs, seen as the slowest answer of a cheap request sent every few
// milliseconds meanwhile. Goal: <= 1,000 ms to the last byte. BENCH_PORT (default 18411).
import http from 'node:http';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { DEMO_YEAR_POINT } from '../server/src/monitoring/demo-network';
import { seedDemoHistory } from '../server/src/monitoring/history/seed-history';
import { seedAll } from '../server/src/seed/seed-all';
import { sampleServer } from './support/health';
import { report } from './support/report';
import { ensureServerBuilt, signIn, startServer, tempDbPath } from './support/server-process';
import { median } from './support/median';

const PORT = Number(process.env.BENCH_PORT ?? 18411);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GOAL_MS = 1_000;
const DAY_MS = 86_400_000;

interface CallResult {
  ms: number;
  wireBytes: number;
  encoding: string;
  code: number;
}

/** One GET with a chosen Accept-Encoding, timed from sending to the last byte; the body is not decoded. */
function timedGet(url: string, headers: Record<string, string>): Promise<CallResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers }, (response) => {
      let wireBytes = 0;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => {
        wireBytes += part.length;
        if (parts.length === 0) parts.push(part);
      });
      response.on('end', () => {
        const ms = performance.now() - started;
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const text = parts[0]?.toString('utf8') ?? '';
        // The envelope's code leads the text, the magic the bytes; a compressed body is trusted to carry the same
        // (checked uncompressed).
        const binary = String(response.headers['content-type']).startsWith('application/octet-stream');
        const code =
          encoding !== 'identity' ? 200 : binary ? (text.startsWith('SLS1') ? 200 : 0) : Number(/"code":(\d+)/.exec(text)?.[1] ?? 0);
        resolve({ ms, wireBytes, encoding, code });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** Sends a cheap request back to back while `during` runs; the slowest answer bounds the longest event-loop stall. */
async function longestStall(url: string, during: Promise<unknown>): Promise<number> {
  let done = false;
  void during.finally(() => {
    done = true;
  });
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return slowest;
}

ensureServerBuilt();
const dbPath = tempDbPath('series');
const now = Date.now();
const database = openDatabase({ sqlitePath: dbPath });
await migrateToLatest(database.db);
await seedAll(database.db, { ...loadConfig({}), sqlitePath: dbPath, databaseUrl: undefined, simulator: false, seedHistory: false });
const seeded = await seedDemoHistory(database.db, { now, pointIds: [DEMO_YEAR_POINT.id] });
await database.close();

const figures: Record<string, number | string> = {
  'year point': DEMO_YEAR_POINT.code,
  'readings seeded': seeded.readings,
  'seed ms (generate + insert)': seeded.ms,
};
const server = await startServer({ port: PORT, dbPath });
let met = true;
try {
  const token = await signIn(server.url, 'admin', process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin');
  const to = Math.floor(now / 600_000) * 600_000;
  const range = `from=${to - 365 * DAY_MS}&to=${to}`;
  const base = `${server.url}/api/monitoring/points/${DEMO_YEAR_POINT.id}`;
  const forms = [
    { form: 'plain', url: `${base}/series?${range}` },
    { form: 'compact', url: `${base}/series/compact?${range}` },
    { form: 'binary', url: `${base}/series/binary?${range}` },
  ];
  const url = (forms[0] as (typeof forms)[number]).url;
  const headers = (encoding: string) => ({ Authorization: token, 'jnpf-origin': 'pc', 'accept-encoding': encoding });

  const cold = await timedGet(url, headers('gzip'));
  figures['cold call ms (plain, gzip, to last byte)'] = cold.ms;
  for (const { form, url: formUrl } of forms) {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const results: CallResult[] = [];
      for (let run = 0; run < RUNS; run += 1) results.push(await timedGet(formUrl, headers(encoding)));
      const first = results[0] as CallResult;
      if (first.code !== 200 || first.encoding !== encoding)
        throw new Error(`${form} ${encoding}: answered ${first.code} as ${first.encoding}`);
      const warm = median(results.map((result) => result.ms));
      figures[`${form}: warm ${encoding} ms (median of ${RUNS}, goal <= ${GOAL_MS})`] = warm;
      figures[`${form}: ${encoding} bytes on the wire`] = first.wireBytes;
      if (warm > GOAL_MS) met = false;
    }
  }
  const stall = await longestStall(`${server.url}/api/health`, timedGet(url, headers('br')));
  figures['longest ping during a br call ms'] = stall;
  figures['event-loop delay p99 ms (GET /api/health)'] = (await sampleServer(server.url, server.pid)).eventLoopDelayP99Ms ?? '-';
  if (cold.ms > GOAL_MS) met = false;
  figures.goal = met ? 'met' : 'MISSED';
} finally {
  await server.stop();
}
report('series-call', figures);
process.exitCode = met ? 0 : 1;
