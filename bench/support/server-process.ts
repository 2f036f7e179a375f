import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  /** The server's process id, for signals (--heapsnapshot-signal) and /proc readings. */
  pid: number;
  /** ms from spawn to the first answered request */
  firstAnswerMs: number;
  dbPath: string;
  stop(): Promise<void>;
}

/** Builds the console and the server bundle when stale, as `npm start` does; benches measure what users run. */
export function ensureBuilt(): void {
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * Folders of the temporary databases made in this run, removed when the bench's process ends: a seeded demo database
 * is ~35 MB, and left behind they filled /tmp by the gigabyte. BENCH_KEEP_DB=1 keeps them, to look at.
 */
const tempDirs = new Set<string>();
process.once('exit', () => {
  if (process.env.BENCH_KEEP_DB === '1') return;
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDbPath(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sluice-bench-${label}-`));
  tempDirs.add(dir);
  return path.join(dir, 'sluice.db');
}

/** Builds only the server bundle when stale: benches that serve no console need nothing else. */
export function ensureServerBuilt(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' || process.env.BENCH_SERVER === 'source') return;
  const bundle = 'dist-server/main.mjs';
  const builtAt = fs.existsSync(bundle) ? fs.statSync(bundle).mtimeMs : 0;
  if (builtAt >= newestMtime('server')) return;
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('server build failed');
}

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((child) => newestMtime(path.join(entry, child))));
}

/**
 * Starts the real server (the `dist-server/main.mjs` bundle `npm start` runs, or the sources through tsx when
 * BENCH_SERVER=source) as its own process and waits for its first answered request. `nodeArgs` go to node itself
 * (--cpu-prof, --heapsnapshot-signal=SIGUSR2, --max-old-space-size ...).
 */
export async function startServer(options: {
  port: number;
  dbPath: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  // BENCH_NODE_ARGS adds flags for one run, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the time goes.
  const extraArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const entry = process.env.BENCH_SERVER === 'source' ? ['--import', 'tsx', 'server/src/main.ts'] : ['dist-server/main.mjs'];
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), ...extraArgs, ...entry], {
    // BENCH_SERVER_DIR runs the server of another checkout (say `git archive` of a commit, with node_modules linked):
    // a console change measured while the server in this tree does not start.
    cwd: process.env.BENCH_SERVER_DIR ?? process.cwd(),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SQLITE_PATH: options.dbPath,
      SIMULATOR: 'off',
      // The demo history takes seconds on a first start; a bench that reads it passes SEED_HISTORY: 'on'.
      SEED_HISTORY: 'off',
      LOG_LEVEL: 'error',
      SLUICE_STATIC_DIR: '/nonexistent',
      ...options.env,
    },
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error('server exited before answering');
    try {
      const response = await fetch(`${url}/api/system/SysConfig`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const firstAnswerMs = performance.now() - started;
  return {
    url,
    pid: child.pid ?? 0,
    firstAnswerMs,
    dbPath: options.dbPath,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export async function signIn(url: string, account: string, password: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  const body = new URLSearchParams({
    account,
    password: createHash('md5').update(password).digest('hex'),
    origin: 'password',
    code: '',
    timestamp: '',
    client_id: 'admin',
    scope: 'all',
    grant_type: 'password',
  });
  const response = await fetch(`${url}/api/oauth/Login`, { method: 'POST', body, headers: { 'jnpf-origin': 'pc' } });
  const json = (await response.json()) as { code: number; msg: string; data?: { token: string } };
  if (json.code !== 200 || !json.data) throw new Error(`sign-in failed: ${json.msg}`);
  return json.data.token;
}

/**
 * Builds the console into `dist` with vite, unless BENCH_SKIP_BUILD=1 (a bench run again on the last build); exits
 * with vite's status when the build fails.
 */
export function buildConsoleUnlessSkipped(dist: string): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
