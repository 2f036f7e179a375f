// The server Playwright starts: a fresh copy of the run's demo database (scripts/e2e-template.mjs), simulator off so
// tests control every reading.
import { spawn } from 'node:child_process';
import { e2eServerEnv, freshDatabase } from './e2e-template.mjs';

const port = Number(process.env.PORT ?? 8181);
// One database per port, so two runs on different E2E_PORTs never share (or delete) each other's file.
const server = spawn(process.execPath, ['dist-server/main.mjs'], {
  stdio: 'inherit',
  env: e2eServerEnv(port, freshDatabase(`test-results/e2e-db-${port}`)),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
