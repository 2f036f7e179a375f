// The server Playwright starts: a fresh database each run, simulator off so tests control every reading.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const dir = 'test-results/e2e-db';
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const server = spawn(process.execPath, ['dist-server/main.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, SQLITE_PATH: `${dir}/sluice.db`, SIMULATOR: process.env.SIMULATOR ?? 'off', LOG_LEVEL: 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
