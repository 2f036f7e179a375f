import pg from 'pg';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../../server/src/app';
import { loadConfig, type ServerConfig } from '../../../server/src/config';
import { openDatabase, type DbHandle } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { seedAll } from '../../../server/src/seed/seed-all';

export interface TestContext {
  app: FastifyInstance;
  database: DbHandle;
  config: ServerConfig;
  close(): Promise<void>;
}

/**
 * A fresh server on a fresh database: in-memory SQLite by default, or a throwaway PostgreSQL database
 * created next to TEST_DATABASE_URL when that is set (CI runs the server suites both ways).
 */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  options: { seed?: boolean; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestContext> {
  const config: ServerConfig = {
    ...loadConfig({}),
    sqlitePath: ':memory:',
    staticDir: '/nonexistent',
    simulator: false,
    // A year of demo history costs seconds: a suite that wants it passes seedHistory: true.
    seedHistory: false,
    // Suites assert the English wording unless they send Accept-Language; the zh-CN default has tests of its own.
    defaultLanguage: 'en',
    ...overrides,
  };
  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `sluice_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    config.databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // The pool reports closed before the server has seen its sockets go; dropping WITH (FORCE) then kills them
        // mid-goodbye and the pool raises an uncaught "terminating connection". Wait until they are gone.
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const result = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
          if (Number(result.rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    };
  } else {
    config.databaseUrl = undefined;
  }
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  if (options.seed !== false) await seedAll(database.db, config);
  const app = await buildApp({ config, database, logger: options.logger });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}
