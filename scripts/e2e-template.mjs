// The e2e servers' demo database, seeded once per `npm run e2e` and copied for every server the run starts (the two
// Playwright starts and the specs' own restartable ones). Seeding a fresh database (a year of one-minute readings,
// demo people, forms) costs 20-30 s a server on two cores; a copy costs a few milliseconds and holds the same rows.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

// One template per E2E_PORT, like the servers' databases, so runs on different ports never touch each other's.
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const TEMPLATE_DIR = `test-results/e2e-template-${E2E_PORT}`;
// Free while the template seeds: the run's servers start after it (E2E_PORT + 0..3, restartable ones + 6 and + 9).
const TEMPLATE_PORT = E2E_PORT + 8;

/** The environment every e2e server runs with (scripts/e2e-server.mjs, e2e/support/own-server.ts). */
export function e2eServerEnv(port, sqlitePath) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: sqlitePath,
    // No feed on purpose (simulator off), so no "no data" alarms either: the fixture history ends at the first start
    // and every point would fall silent 15 minutes later, adding alarms under the tests that count them.
    SIMULATOR: process.env.SIMULATOR ?? 'off',
    STALE_CHECKS: process.env.STALE_CHECKS ?? 'off',
    LOG_LEVEL: 'warn',
  };
}

/** A fresh folder `dir` holding a copy of the template as sluice.db, if there is one; the database path to use. */
export function freshDatabase(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'sluice.db');
  const template = process.env.E2E_TEMPLATE_DB;
  if (template && fs.existsSync(template)) fs.copyFileSync(template, file);
  return file;
}

async function answers(url) {
  try {
    return (await fetch(`${url}/api/system/SysConfig`)).ok;
  } catch {
    return false;
  }
}

/** A template seeded by the same server bundle less than `maxAgeMs` ago, if there is one. */
function recentTemplate(template, maxAgeMs) {
  if (!fs.existsSync(template) || !fs.existsSync('dist-server/main.mjs')) return false;
  const madeAt = fs.statSync(template).mtimeMs;
  return Date.now() - madeAt < maxAgeMs && madeAt > fs.statSync('dist-server/main.mjs').mtimeMs;
}

/**
 * Seeds the template: the built server's own first start (seedAll), stopped once it answers, its write-ahead log
 * folded into the file so one file is the whole database. Its history ends when it is made, so it is made afresh
 * each run, or taken if it is younger than `reuseForMs` (CI seeds it beside the PostgreSQL suites:
 * `node scripts/e2e-template.mjs`). Sets E2E_TEMPLATE_DB, which Playwright's servers and the specs' own inherit;
 * E2E_TEMPLATE=off leaves every server to seed its own database.
 */
export async function prepareTemplate({ reuseForMs = 0 } = {}) {
  const template = path.join(TEMPLATE_DIR, 'sluice.db');
  delete process.env.E2E_TEMPLATE_DB;
  if (process.env.E2E_TEMPLATE !== 'off' && reuseForMs > 0 && recentTemplate(template, reuseForMs)) {
    process.env.E2E_TEMPLATE_DB = path.resolve(template);
    console.log(`e2e: using the demo database seeded ${((Date.now() - fs.statSync(template).mtimeMs) / 1000).toFixed(0)} s ago`);
    return;
  }
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  if (process.env.E2E_TEMPLATE === 'off') return;
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  const seeding = path.join(TEMPLATE_DIR, 'seeding.db');
  const started = Date.now();
  const server = spawn(process.execPath, ['dist-server/main.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: e2eServerEnv(TEMPLATE_PORT, seeding),
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  while (!(await answers(`http://127.0.0.1:${TEMPLATE_PORT}`))) {
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGKILL');
      throw new Error(`the e2e template server on port ${TEMPLATE_PORT} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGTERM');
  await exited;
  const db = new Database(seeding);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.pragma('journal_mode = DELETE');
  db.close();
  fs.renameSync(seeding, template);
  process.env.E2E_TEMPLATE_DB = path.resolve(template);
  console.log(`e2e: demo database seeded once in ${((Date.now() - started) / 1000).toFixed(1)} s (${template})`);
}

if (import.meta.url === `file://${process.argv[1]}`) await prepareTemplate();
