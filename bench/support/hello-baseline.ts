import { spawn } from 'node:child_process';
import { runLoad, type LoadResult } from './load';

/** Measures a bare Fastify hello-world in its own process, the yardstick every API figure is divided by. */
export async function measureHelloWorld(port: number, connections: number, durationS: number): Promise<LoadResult> {
  const hello = spawn(process.execPath, ['--import', 'tsx', 'bench/support/hello-fastify.ts'], {
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port) },
  });
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        break;
      } catch (error) {
        if (attempt > 200) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    return await runLoad({ url: `http://127.0.0.1:${port}/`, connections, durationS });
  } finally {
    hello.kill('SIGTERM');
  }
}
