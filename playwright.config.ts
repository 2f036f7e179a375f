import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * The spec files run on E2E_SERVERS servers side by side (default 2: the machine has two cores and a test spends much
 * of its time waiting for the page), each server on its own port and fresh database, one worker each, so no spec ever
 * sees another's writes (saved languages, acknowledged alarms, created users). Files go to the server with the least
 * expected time, by the durations measured last in e2e/durations.json (a file not listed counts 30 s).
 */
const SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));
const DURATIONS: Record<string, number> = JSON.parse(fs.readFileSync(new URL('./e2e/durations.json', import.meta.url), 'utf8'));

function specsByServer(): string[][] {
  const specs = fs.readdirSync(new URL('./e2e', import.meta.url)).filter((name) => name.endsWith('.spec.ts'));
  const expected = (name: string) => DURATIONS[name] ?? 30;
  const groups = Array.from({ length: SERVERS }, () => ({ seconds: 0, specs: [] as string[] }));
  for (const spec of specs.sort((a, b) => expected(b) - expected(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    lightest.seconds += expected(spec);
    lightest.specs.push(spec);
  }
  return groups.map((group) => group.specs);
}

const SERVER_PORTS = Array.from({ length: SERVERS }, (_, index) => E2E_PORT + index);

// Playwright never downloads a browser here: Debian's chromium, headless, with the network chatter switched off.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-${E2E_PORT}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: SERVERS,
  // One more try for a test that failed (E2E_RETRIES=0 for none): the report names a pass on the second try
  // "flaky", and each such test is a fault to fix (two timing-tight tests flaked on a loaded machine this session).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    trace: 'off',
    viewport: { width: 1280, height: 800 },
    // The console honours the system's reduced-motion wish (antd opens drawers and dialogs at once): tests then wait
    // for no animation, which on two busy cores was seconds per test.
    reducedMotion: 'reduce',
  },
  projects: specsByServer().map((specs, index) => ({
    name: `server-${index + 1}`,
    testMatch: specs.map((spec) => `**/${spec}`),
    workers: 1,
    use: { baseURL: `http://localhost:${SERVER_PORTS[index]}` },
  })),
  webServer: SERVER_PORTS.map((port) => ({
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/system/SysConfig`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: '127.0.0.1' },
  })),
});
