import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // Whole-shell renders in jsdom take seconds on a busy two-core machine; a test that hangs still fails.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
