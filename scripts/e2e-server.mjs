// The server Playwright starts: a fresh database each run, simulator off so tests control every reading.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

// One database per port, so two runs on different E2E_PORTs never share (or delete) each other's file.
const dir = `test-results/e2e-db-${process.env.PORT ?? '8181'}`;
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const server = spawn(process.execPath, ['dist-server/main.mjs'], {
  stdio: 'inherit',
  // No feed on purpose (simulator off), so no "no data" alarms either: the fixture history ends at the first start and
  // every point would fall silent 15 minutes later, adding alarms under the tests that count them.
  env: {
    ...process.env,
    SQLITE_PATH: `${dir}/sluice.db`,
    SIMULATOR: process.env.SIMULATOR ?? 'off',
    STALE_CHECKS: process.env.STALE_CHECKS ?? 'off',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
