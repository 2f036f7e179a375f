// Websocket hub fan-out: 1,000 authenticated sockets on one project topic, events published at rising rates.
// Prints delivered messages/s and publish-to-receipt latency (p50/p99) for the real server (buildApp on a temporary
// SQLite file, events entering through app.bus like the alarm engine's) beside a bare `ws` server doing the same
// fan-out (one JSON.stringify per event, no auth, no topics) in the same run. Servers run in child processes; the
// clients share this process, so both sides pay the same client cost.
// Run: npx tsx bench/hub-fanout.ts
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { report } from './support/report';

const SOCKETS = 1000;
const RATES = [20, 100, 500]; // events per second, each to every socket
const STAGE_MS = 2500;
const DRAIN_MS = 3000;
const PROJECT = 'bench-project';
const TOPIC = `alarms/${PROJECT}`;

type ToChild = { cmd: 'publish'; rate: number; durationMs: number } | { cmd: 'stop' };
type FromChild = { kind: 'ready'; port: number; tokens: string[] } | { kind: 'published'; count: number };

function alarmPayload(seq: number) {
  const now = Date.now();
  return {
    id: `bench-${seq}`,
    pointId: 'bench-point',
    pointName: 'Upstream level',
    projectId: PROJECT,
    damId: 'bench-dam',
    severity: 3 as const,
    severityName: 'Orange',
    kind: 'threshold' as const,
    state: 'active' as const,
    acknowledged: false,
    value: 151.2,
    unit: 'm',
    message: 'Upstream level above the orange line',
    raisedAt: now,
    clearedAt: null,
    ackBy: null,
    ackAt: null,
    ackComment: null,
    revision: seq,
    updatedAt: now,
  };
}

/**
 * Calls `emit` up to `rate` times a second for `durationMs` of wall time, in 10 ms ticks, and resolves with how many
 * it emitted. A saturated server falls behind and simply publishes fewer: the stage never runs long.
 */
function pace(rate: number, durationMs: number, emit: (n: number) => void): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    let count = 0;
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      if (elapsed >= durationMs) {
        clearInterval(timer);
        resolve(count);
        return;
      }
      const due = Math.floor((elapsed / 1000) * rate);
      while (count < due && performance.now() - started < durationMs) emit((count += 1));
    }, 10);
  });
}

function serveIpc(publish: (n: number) => void, stop: () => Promise<void>): void {
  process.on('message', (message: ToChild) => {
    if (message.cmd === 'stop') void stop().then(() => process.exit(0));
    else
      void pace(message.rate, message.durationMs, publish).then((count) =>
        process.send?.({ kind: 'published', count } satisfies FromChild),
      );
  });
}

async function runSluiceServer(): Promise<void> {
  const { buildApp } = await import('../server/src/app');
  const { loadConfig } = await import('../server/src/config');
  const { openDatabase } = await import('../server/src/db/database');
  const { migrateToLatest } = await import('../server/src/db/migrate');
  const { issueSession } = await import('../server/src/auth/sessions');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bench-hub-'));
  const config = { ...loadConfig({}), sqlitePath: path.join(dir, 'sluice.db'), staticDir: '/nonexistent', simulator: false };
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const db = database.db;
  const now = Date.now();
  await db
    .insertInto('organize')
    .values({ id: 'bench-org', parentId: '-1', category: 'company', enCode: 'bench-org', fullName: 'Bench', createdAt: now })
    .execute();
  await db
    .insertInto('project')
    .values({
      id: PROJECT,
      organizeId: 'bench-org',
      enCode: PROJECT,
      fullName: 'Bench reservoir',
      projectTypeId: 'reservoir',
      groupName: 'bench',
      latitude: 30,
      longitude: 120,
      createdAt: now,
    })
    .execute();
  await db
    .insertInto('users')
    .values({
      id: 'bench-duty',
      account: 'benchduty',
      parentId: null,
      realName: 'Duty officer',
      mobilePhone: null,
      email: null,
      organizeId: 'bench-org',
      departmentId: null,
      positionId: null,
      passwordHash: 'unused',
      createdAt: now,
    })
    .execute();
  await db.insertInto('projectMember').values({ projectId: PROJECT, userId: 'bench-duty' }).execute();
  const tokens: string[] = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const session = await issueSession(db, {
      userId: 'bench-duty',
      ipAddress: '127.0.0.1',
      place: '',
      userAgent: 'bench',
      origin: 'pc',
      idleMs: config.sessionIdleMs,
    });
    tokens.push(session.token);
  }
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  serveIpc(
    (n) => app.bus.emit('alarm.changed', { type: 'raised', alarm: alarmPayload(n) }),
    async () => {
      await app.close();
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
  process.send?.({ kind: 'ready', port, tokens } satisfies FromChild);
}

async function runBareServer(): Promise<void> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  let seq = 0;
  serveIpc(
    (n) => {
      const frame = Buffer.from(
        JSON.stringify({ method: 'event', topic: TOPIC, seq: (seq += 1), type: 'raised', payload: alarmPayload(n), ts: Date.now() }),
      );
      for (const client of wss.clients) client.send(frame, { binary: false });
    },
    () => new Promise((resolve) => wss.close(() => resolve())),
  );
  process.send?.({ kind: 'ready', port: (wss.address() as { port: number }).port, tokens: [] } satisfies FromChild);
}

interface Stage {
  rate: number;
  published: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function nextMessage(child: ChildProcess): Promise<FromChild> {
  return new Promise((resolve) => child.once('message', (message) => resolve(message as FromChild)));
}

async function measure(mode: 'sluice' | 'bare'): Promise<{ stages: Stage[]; dropped: number }> {
  const child = fork(fileURLToPath(import.meta.url), [mode], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = (await nextMessage(child)) as Extract<FromChild, { kind: 'ready' }>;
  let received = 0;
  let latencies: number[] = [];
  let lastReceipt = 0;
  let dropped = 0;
  let stopping = false;
  const sockets: WebSocket[] = [];
  const onFrame = (data: WebSocket.RawData) => {
    const text = String(data);
    if (!text.includes('"type":"raised"')) return;
    received += 1;
    lastReceipt = Date.now();
    // The hub and the bare server both put ts last; reading it this way keeps the client cost flat.
    latencies.push(lastReceipt - Number(text.slice(text.lastIndexOf('"ts":') + 5, -1)));
  };
  for (let start = 0; start < SOCKETS; start += 50) {
    const batch = [];
    for (let i = start; i < Math.min(SOCKETS, start + 50); i += 1) {
      const token = ready.tokens[i] ?? '';
      const url =
        mode === 'sluice'
          ? `ws://127.0.0.1:${ready.port}/api/message/websocket/${encodeURIComponent(token)}`
          : `ws://127.0.0.1:${ready.port}/`;
      batch.push(
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(url);
          sockets.push(ws);
          ws.on('close', () => {
            if (!stopping) dropped += 1;
          });
          ws.once('error', reject);
          ws.once('open', () => {
            if (mode === 'bare') return resolve();
            ws.on('message', function ack(data) {
              if (!String(data).includes('"type":"subscribed"')) return;
              ws.off('message', ack);
              resolve();
            });
            ws.send(JSON.stringify({ method: 'Subscribe', token, topics: [TOPIC] }));
          });
          ws.on('message', onFrame);
        }),
      );
    }
    await Promise.all(batch);
  }

  const stages: Stage[] = [];
  for (const rate of RATES) {
    received = 0;
    latencies = [];
    const started = Date.now();
    child.send({ cmd: 'publish', rate, durationMs: STAGE_MS } satisfies ToChild);
    const done = (await nextMessage(child)) as Extract<FromChild, { kind: 'published' }>;
    const expected = done.count * (SOCKETS - dropped);
    const drainUntil = Date.now() + DRAIN_MS;
    while (received < expected && Date.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 20));
    const sorted = latencies.sort((a, b) => a - b);
    stages.push({
      rate,
      published: done.count,
      delivered: received,
      perSecond: (received / (Math.max(lastReceipt, started + 1) - started)) * 1000,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
    });
  }
  stopping = true;
  for (const ws of sockets) ws.terminate();
  child.send({ cmd: 'stop' } satisfies ToChild);
  await new Promise((resolve) => child.once('exit', resolve));
  return { stages, dropped };
}

const mode = process.argv[2];
if (mode === 'sluice') await runSluiceServer();
else if (mode === 'bare') await runBareServer();
else {
  const sluice = await measure('sluice');
  const bare = await measure('bare');
  const figures: Record<string, number | string> = { sockets: SOCKETS, 'stage length, ms': STAGE_MS };
  for (const [index, rate] of RATES.entries()) {
    const hub = sluice.stages[index] as Stage;
    const base = bare.stages[index] as Stage;
    const label = `${rate} events/s x ${SOCKETS}`;
    figures[`${label}: hub delivered msgs/s`] = hub.perSecond;
    figures[`${label}: bare ws delivered msgs/s`] = base.perSecond;
    figures[`${label}: hub delivered / expected`] = `${hub.delivered} / ${hub.published * SOCKETS}`;
    figures[`${label}: hub p50 / p99 latency, ms`] = `${hub.p50} / ${hub.p99}`;
    figures[`${label}: bare ws p50 / p99 latency, ms`] = `${base.p50} / ${base.p99}`;
  }
  figures['hub sockets dropped as slow consumers'] = sluice.dropped;
  figures['bare ws sockets closed'] = bare.dropped;
  report('hub-fanout', figures);
}
