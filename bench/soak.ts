// Issue 15: the server under sustained mixed load. 200 connections cycle six ordinary reads as admin, duty01 and
// engineer01 while readings stream in, alarms are acknowledged and people chat; every 30 s it prints requests/s,
// errors, p99, RSS and the heap's floor (lowest heap used of the round, from GET /api/health every 2 s), and at the end
// the growth after the warm-up.
// SOAK_MINUTES (default 10), SOAK_WARMUP_MINUTES (default 2), SOAK_READINGS_PER_SECOND (default 1000),
// SOAK_HEAPSNAPSHOTS=1 writes heap snapshots (--heapsnapshot-signal) after the warm-up and at the end.
import fs from 'node:fs';
import path from 'node:path';
import { mib, sampleServer, type MemorySample } from './support/health';
import { runLoad, type ErrorKinds, type LoadResult } from './support/load';
import { report } from './support/report';
import { ensureServerBuilt, signIn, startServer, tempDbPath } from './support/server-process';
import { startWriters } from './support/soak-writers';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const WARMUP_MINUTES = Number(process.env.SOAK_WARMUP_MINUTES ?? 2);
const READINGS_PER_SECOND = Number(process.env.SOAK_READINGS_PER_SECOND ?? 1000);
const HEAPSNAPSHOTS = process.env.SOAK_HEAPSNAPSHOTS === '1';
const PORT = Number(process.env.BENCH_PORT ?? 18394);
const CONNECTIONS = 200;
const ROUND_S = 30;
const DEMO_PASSWORD = process.env.SLUICE_DEMO_PASSWORD ?? 'Sluice2026demo';

const READS = [
  '/api/oauth/CurrentUser',
  '/api/monitoring/alarms?currentPage=1&pageSize=20',
  '/api/deploy/monitoringPointManagement/list?currentPage=1&pageSize=20',
  '/api/monitoring/readings/latest?projectId=prj-qingshui-dam',
  '/api/message?currentPage=1&pageSize=20',
  '/api/deploy/alertConfiguration/querySoundLightAlarm',
];
const PEOPLE = [
  { account: 'admin', userId: 'usr-admin', password: process.env.SLUICE_ADMIN_PASSWORD ?? 'Sluice2026admin' },
  { account: 'duty01', userId: 'usr-duty01', password: DEMO_PASSWORD },
  { account: 'engineer01', userId: 'usr-engineer01', password: DEMO_PASSWORD },
];

ensureServerBuilt();
const snapshotDir = fs.mkdtempSync(path.join('/tmp', 'sluice-soak-heap-'));
const server = await startServer({
  port: PORT,
  dbPath: tempDbPath('soak'),
  nodeArgs: HEAPSNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`] : [],
});
const tokens = await Promise.all(PEOPLE.map((person) => signIn(server.url, person.account, person.password)));
const tokenOf = (account: string) => tokens[PEOPLE.findIndex((person) => person.account === account)] as string;
for (const [index, token] of tokens.entries()) {
  for (const read of READS) {
    const answer = (await (await fetch(server.url + read, { headers: { Authorization: token } })).json()) as { code: number; msg: string };
    if (answer.code !== 200) throw new Error(`${PEOPLE[index]?.account} ${read} answered ${answer.code}: ${answer.msg}`);
  }
}
const writers = await startWriters({
  url: server.url,
  ingestToken: tokenOf('engineer01'),
  ackToken: tokenOf('duty01'),
  chat: [
    { token: tokenOf('admin'), userId: 'usr-admin' },
    { token: tokenOf('duty01'), userId: 'usr-duty01' },
  ],
  readingsPerSecond: READINGS_PER_SECOND,
});

/** Signals the server to write a heap snapshot and waits until the file has stopped growing. */
async function writeHeapSnapshot(): Promise<void> {
  const before = new Set(fs.readdirSync(snapshotDir));
  process.kill(server.pid, 'SIGUSR2');
  let lastSize = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const fresh = fs.readdirSync(snapshotDir).find((name) => !before.has(name) && name.endsWith('.heapsnapshot'));
    if (!fresh) continue;
    const size = fs.statSync(path.join(snapshotDir, fresh)).size;
    if (size > 0 && size === lastSize) return;
    lastSize = size;
  }
}

/**
 * Heap used moves in a sawtooth between collections (here between about 50 and 70 MiB within seconds), so one sample
 * per round says more about when the collector last ran than about what is kept. The round's lowest reading, taken
 * every HEAP_SAMPLE_MS, is the floor the collector gets back to: live data. That floor is what must stay flat.
 */
const HEAP_SAMPLE_MS = 2_000;
async function sampleHeapDuring(durationMs: number): Promise<number[]> {
  const readings: number[] = [];
  const end = Date.now() + durationMs;
  while (Date.now() < end) {
    const sample = await sampleServer(server.url, server.pid);
    if (sample.heapUsedBytes !== null) readings.push(sample.heapUsedBytes);
    await new Promise((resolve) => setTimeout(resolve, HEAP_SAMPLE_MS));
  }
  return readings;
}
const heapFloor = (last: number | null, readings: number[]) => (readings.length === 0 ? last : Math.min(last ?? Infinity, ...readings));

const rounds = Math.max(1, Math.round((MINUTES * 60) / ROUND_S));
const warmupRounds = Math.round((WARMUP_MINUTES * 60) / ROUND_S);
const samples: MemorySample[] = [];
let totalRequests = 0;
let totalErrors = 0;
const ERROR_KINDS = ['socket', 'timeouts', 'non2xx', 'badEnvelopes'] as const;
const errorKinds: ErrorKinds & { writers: number } = { socket: 0, timeouts: 0, non2xx: 0, badEnvelopes: 0, writers: 0 };
let worstP99 = 0;
let writerErrorsSeen = 0;
console.log(`soak: ${MINUTES} min, ${CONNECTIONS} connections, ${READINGS_PER_SECOND} readings/s, warm-up ${WARMUP_MINUTES} min`);
console.log('  min   req/s  errors  p99 ms   RSS MiB  heap floor MiB  loop p99 ms  sockets  readings  acks  chats');
try {
  for (let round = 1; round <= rounds; round += 1) {
    // Three users share the connections; each connection cycles the six reads.
    const share = Math.floor(CONNECTIONS / PEOPLE.length);
    const roundHeap = sampleHeapDuring(ROUND_S * 1000);
    const results: LoadResult[] = await Promise.all(
      PEOPLE.map((person, index) =>
        runLoad({
          url: server.url,
          connections: index === 0 ? CONNECTIONS - share * (PEOPLE.length - 1) : share,
          durationS: ROUND_S,
          headers: { Authorization: tokenOf(person.account), 'jnpf-origin': 'pc' },
          paths: READS,
          checkEnvelope: true,
        }),
      ),
    );
    const sample = await sampleServer(server.url, server.pid);
    sample.heapUsedBytes = heapFloor(sample.heapUsedBytes, await roundHeap);
    samples.push(sample);
    const rps = results.reduce((sum, result) => sum + result.rps, 0);
    const writerErrors = writers.counts.errors - writerErrorsSeen;
    writerErrorsSeen = writers.counts.errors;
    const errors = results.reduce((sum, result) => sum + result.errors, 0) + writerErrors;
    const p99 = Math.max(...results.map((result) => result.p99));
    totalRequests += results.reduce((sum, result) => sum + result.requests, 0);
    totalErrors += errors;
    for (const result of results) for (const kind of ERROR_KINDS) errorKinds[kind] += result.errorKinds[kind];
    errorKinds.writers += writerErrors;
    if (round > warmupRounds) worstP99 = Math.max(worstP99, p99);
    console.log(
      `  ${((round * ROUND_S) / 60).toFixed(1).padStart(4)}  ${rps.toFixed(0).padStart(6)}  ${String(errors).padStart(6)}  ${String(p99).padStart(6)}` +
        `  ${mib(sample.rssBytes).padStart(8)}  ${mib(sample.heapUsedBytes).padStart(14)}  ${String(sample.eventLoopDelayP99Ms ?? '-').padStart(11)}` +
        `  ${String(sample.openSockets ?? '-').padStart(7)}  ${String(writers.counts.readings).padStart(8)}  ${String(writers.counts.acks).padStart(4)}  ${String(writers.counts.chats).padStart(5)}`,
    );
    if (writerErrors > 0) console.log(`        writer error: ${writers.counts.lastError}`);
    if (HEAPSNAPSHOTS && (round === warmupRounds || round === rounds)) await writeHeapSnapshot();
  }
} finally {
  await writers.stop();
  await server.stop();
}

const baseline = samples[Math.min(warmupRounds, samples.length) - 1] ?? samples[0];
const last = samples[samples.length - 1];
const growth = (from: number | null | undefined, to: number | null | undefined) =>
  from && to !== null && to !== undefined ? `${(((to - from) / from) * 100).toFixed(1)} %` : '-';
report('soak', {
  minutes: MINUTES,
  connections: CONNECTIONS,
  'requests (reads)': totalRequests,
  errors: totalErrors,
  'errors by kind (socket / timeouts / non-2xx / bad envelopes / writers)': `${errorKinds.socket} / ${errorKinds.timeouts} / ${errorKinds.non2xx} / ${errorKinds.badEnvelopes} / ${errorKinds.writers}`,
  'worst p99 after warm-up ms': worstP99,
  'RSS after warm-up / at end MiB': `${mib(baseline?.rssBytes ?? null)} / ${mib(last?.rssBytes ?? null)}`,
  'RSS growth after warm-up (goal < 10 %)': growth(baseline?.rssBytes, last?.rssBytes),
  'heap floor after warm-up / at end MiB': `${mib(baseline?.heapUsedBytes ?? null)} / ${mib(last?.heapUsedBytes ?? null)}`,
  'heap growth after warm-up (goal < 10 %)': growth(baseline?.heapUsedBytes, last?.heapUsedBytes),
  'readings / acks / chat messages': `${writers.counts.readings} / ${writers.counts.acks} / ${writers.counts.chats}`,
  ...(HEAPSNAPSHOTS ? { 'heap snapshots': snapshotDir } : {}),
});
if (totalErrors > 0) process.exitCode = 1;
