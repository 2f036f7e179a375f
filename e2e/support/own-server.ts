import { spawn, type ChildProcess } from 'node:child_process';
import { e2eServerEnv, freshDatabase } from '../../scripts/e2e-template.mjs';

/** A server of the spec's own (beside the one Playwright started), which the spec can stop and start again. */
export interface OwnServer {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/system/SysConfig`)).ok;
  } catch {
    return false;
  }
}

/**
 * The built server (dist-server/main.mjs, as scripts/e2e-server.mjs runs it) on `port`, on a database of its own that
 * outlives a restart: a fresh copy of the run's demo database for the first start, the same file after.
 */
export function ownServer(port: number): OwnServer {
  const url = `http://localhost:${port}`;
  const database = freshDatabase(`test-results/e2e-db-${port}`);
  let child: ChildProcess | null = null;
  return {
    url,
    async start() {
      child = spawn(process.execPath, ['dist-server/main.mjs'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: e2eServerEnv(port, database),
      });
      const deadline = Date.now() + 60_000;
      while (!(await answers(url))) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server on port ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
  };
}
