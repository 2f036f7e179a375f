// Duty chat delivery: p50/p99 from SendMessage by A to receiveMessage at B, with 1,000 consoles connected to one
// server (each a different duty officer, each having said OnConnection, so presence is live for all), against the
// same with 10 consoles, in the same run. The server (buildApp on a temporary SQLite file) runs in a child process;
// the `ws` clients share this process. Messages go one pair at a time at a steady rate, so the figure is delivery
// latency under a connected crowd, not under a send storm.
// Run: npx tsx bench/chat-delivery.ts
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { report } from './support/report';

const CONSOLES = [10, 1000];
const MESSAGES = 400;
const RATE_PER_SECOND = 100;
/** Messages sent first and not timed: both sides' code paths warm (JIT, statement cache) before the figures count. */
const WARM_UP = 200;

type FromChild = { kind: 'ready'; port: number; users: { id: string; token: string }[] };

async function runServer(consoles: number): Promise<void> {
  const { buildApp } = await import('../server/src/app');
  const { loadConfig } = await import('../server/src/config');
  const { openDatabase } = await import('../server/src/db/database');
  const { migrateToLatest } = await import('../server/src/db/migrate');
  const { issueSession } = await import('../server/src/auth/sessions');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sluice-bench-chat-'));
  const config = { ...loadConfig({}), sqlitePath: path.join(dir, 'sluice.db'), staticDir: '/nonexistent', simulator: false };
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const db = database.db;
  const now = Date.now();
  await db
    .insertInto('organize')
    .values({ id: 'bench-org', parentId: '-1', category: 'company', enCode: 'bench-org', fullName: 'Bench', createdAt: now })
    .execute();
  const users: { id: string; token: string }[] = [];
  for (let i = 0; i < consoles; i += 1) {
    const id = `bench-duty-${i}`;
    await db
      .insertInto('users')
      .values({
        id,
        account: `duty${i}`,
        parentId: null,
        realName: `Duty officer ${i}`,
        mobilePhone: null,
        email: null,
        organizeId: 'bench-org',
        departmentId: null,
        positionId: null,
        passwordHash: 'unused',
        createdAt: now,
      })
      .execute();
    const session = await issueSession(db, {
      userId: id,
      ipAddress: '127.0.0.1',
      place: '',
      userAgent: 'bench',
      origin: 'pc',
      idleMs: config.sessionIdleMs,
    });
    users.push({ id, token: session.token });
  }
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.on('message', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => {
        fs.rmSync(dir, { recursive: true, force: true });
        process.exit(0);
      });
  });
  process.send?.({ kind: 'ready', port, users } satisfies FromChild);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function connectAll(port: number, users: FromChild['users'], onReceive: (text: string) => void): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < users.length; start += 50) {
    await Promise.all(
      users.slice(start, start + 50).map(
        (user) =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/api/message/websocket/${encodeURIComponent(user.token)}`);
            sockets.push(ws);
            ws.once('error', reject);
            ws.on('message', (data) => {
              const text = String(data);
              if (text.startsWith('{"method":"initMessage"')) resolve();
              else if (text.startsWith('{"method":"receiveMessage"')) onReceive(text);
            });
            ws.once('open', () =>
              ws.send(JSON.stringify({ method: 'OnConnection', token: user.token, mobileDevice: false, systemId: 'bench' })),
            );
          }),
      ),
    );
  }
  return sockets;
}

async function measure(consoles: number): Promise<{ p50: number; p99: number; delivered: number }> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [String(consoles)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<FromChild>((resolve) => child.once('message', (message) => resolve(message as FromChild)));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sockets = await connectAll(ready.port, ready.users, (text) => {
    const marker = /"formMessage":"(m-\d+)"/.exec(text)?.[1];
    const started = marker ? sentAt.get(marker) : undefined;
    if (started !== undefined) latencies.push(performance.now() - started);
  });
  // Let the connection burst (Online frames to everyone) settle, and warm both sides up, before timing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (let i = -WARM_UP; i < MESSAGES; i += 1) {
    const n = i + WARM_UP;
    const from = n % consoles;
    const to = (from + 1 + ((n * 7) % (consoles - 1))) % consoles;
    const sender = ready.users[from];
    const receiver = ready.users[to];
    if (!sender || !receiver) continue;
    const marker = `m-${n}`;
    if (i >= 0) sentAt.set(marker, performance.now());
    sockets[from]?.send(
      JSON.stringify({ method: 'SendMessage', token: sender.token, toUserId: receiver.id, messageType: 'text', messageContent: marker }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000 / RATE_PER_SECOND));
  }
  const until = Date.now() + 5000;
  while (latencies.length < MESSAGES && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const ws of sockets) ws.terminate();
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), delivered: sorted.length };
}

const childConsoles = Number(process.argv[2]);
if (Number.isInteger(childConsoles) && childConsoles > 0) {
  await runServer(childConsoles);
} else {
  const figures: Record<string, number | string> = { messages: MESSAGES, 'rate (messages/s)': RATE_PER_SECOND };
  const results = new Map<number, { p50: number; p99: number; delivered: number }>();
  for (const consoles of CONSOLES) {
    const result = await measure(consoles);
    results.set(consoles, result);
    figures[`${consoles} consoles: delivered`] = result.delivered;
    figures[`${consoles} consoles: p50 ms`] = result.p50;
    figures[`${consoles} consoles: p99 ms`] = result.p99;
  }
  const small = results.get(CONSOLES[0] as number);
  const large = results.get(CONSOLES[1] as number);
  if (small && large) figures['p99 ratio (1,000 / 10 consoles)'] = large.p99 / small.p99;
  report('chat-delivery', figures);
}
