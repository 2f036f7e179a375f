import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The unit project's stand-in for the console's page-long live runtime (see the file). */
const INERT_CONSOLE_LIVE = fileURLToPath(new URL('tests/unit/support/console-live-inert.ts', import.meta.url));

/** Server suites that replace modules with vi.mock: they run isolated, so their mocks never reach another file. */
const SERVER_FILES_THAT_MOCK_MODULES = ['tests/server/contract/response-fields.test.ts'];

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default on two cores is one worker. The server files spend much of their time waiting on sockets,
    // timers and the database, so three workers keep both cores busy.
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: SERVER_FILES_THAT_MOCK_MODULES,
          // Migrates and seeds one template database for the run; each test server starts from a copy.
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          pool: 'forks',
          // Files share a worker's loaded modules: importing the whole server again for every file was most of the
          // suite's time. Every file builds its own servers and databases, so no state crosses files.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-mocks',
          environment: 'node',
          include: SERVER_FILES_THAT_MOCK_MODULES,
          globalSetup: ['tests/server/support/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'streams',
          environment: 'node',
          include: ['tests/streams/**/*.test.ts', 'tests/workers/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          alias: [
            { find: /^(\.\.?\/)+(lib\/live\/|src\/lib\/live\/|)console-live$/, replacement: INERT_CONSOLE_LIVE },
            // Here `antd` loads as its CommonJS build (lib/), in the browser as es/: the console's App provider
            // (src/app/feedback/console-app.tsx) must fill the same context App.useApp() reads.
            { find: /^antd\/es\/app\/context$/, replacement: 'antd/lib/app/context' },
          ],
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // Files share a worker's loaded modules (antd, React, the catalogues): half the project's time was importing
          // them again per file. Testing Library unmounts after every test (tests/setup.ts).
          isolate: false,
          // Whole-shell renders in jsdom take seconds on a busy two-core machine; a test that hangs still fails.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
