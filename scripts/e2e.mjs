// `npm run e2e`: build the console if needed, seed the servers' demo database once, then run Playwright against the real server in Debian's chromium.
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './build-if-needed.mjs';
import { prepareTemplate } from './e2e-template.mjs';

await buildIfNeeded();
// A template CI seeded a few minutes ago beside the PostgreSQL suites (.ci/run) is taken as it is.
await prepareTemplate({ reuseForMs: 10 * 60_000 });
const result = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
