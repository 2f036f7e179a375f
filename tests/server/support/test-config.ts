import { loadConfig, type ServerConfig } from '../../../server/src/config';

/** The configuration every test server starts from; a suite overrides what it is about. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    sqlitePath: ':memory:',
    staticDir: '/nonexistent',
    simulator: false,
    // A year of demo history costs seconds: a suite that wants it passes seedHistory: true.
    seedHistory: false,
    // Suites assert the English wording unless they send Accept-Language; the zh-CN default has tests of its own.
    defaultLanguage: 'en',
    // Each file builds its own servers and calls a few routes: compiling every route's schemas at start was most of
    // that setup. tests/server/contract/schemas-compile.test.ts compiles them all the way a started server does.
    schemaCompilation: 'first-use',
    ...overrides,
  };
}

/** Settings the demo seed reads: a server overriding one of them cannot start from the shared seeded template. */
export const SEED_SETTINGS = ['adminPassword', 'demoPassword', 'seedHistory'] as const satisfies readonly (keyof ServerConfig)[];
