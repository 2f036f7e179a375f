import { inject } from 'vitest';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../../server/src/app';
import type { ServerConfig } from '../../../server/src/config';
import { openDatabase, type DbHandle } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { seedAll } from '../../../server/src/seed/seed-all';
import { databaseUrlFor, waitUntilUnused, withAdminClient } from './database-templates';
import { SEED_SETTINGS, testConfig } from './test-config';

export interface TestContext {
  app: FastifyInstance;
  database: DbHandle;
  config: ServerConfig;
  close(): Promise<void>;
}

/** The run's template databases (global-setup.ts); absent when a file runs outside the server project's setup. */
function templates() {
  try {
    return inject('databaseTemplates');
  } catch {
    return undefined;
  }
}

/**
 * A fresh server on a fresh database: in-memory SQLite by default, or a throwaway PostgreSQL database created next to
 * TEST_DATABASE_URL when that is set (CI runs the server suites both ways). Either starts as a copy of the run's
 * migrated (or migrated and seeded) template; a server whose overrides change what the seed writes seeds its own.
 */
export async function createTestApp(
  overrides: Partial<ServerConfig> = {},
  options: { seed?: boolean; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TestContext> {
  const config = testConfig(overrides);
  const seed = options.seed !== false;
  const template = templates();
  const fromTemplate = template !== undefined && !SEED_SETTINGS.some((setting) => setting in overrides);
  let dropDatabase: (() => Promise<void>) | undefined;
  let database: DbHandle;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `sluice_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const copyOf = fromTemplate ? (seed ? template.postgresSeeded : template.postgresMigrated) : undefined;
    await withAdminClient(adminUrl, (client) =>
      client.query(copyOf ? `CREATE DATABASE ${name} TEMPLATE ${copyOf}` : `CREATE DATABASE ${name}`),
    );
    config.databaseUrl = databaseUrlFor(adminUrl, name);
    dropDatabase = () =>
      withAdminClient(adminUrl, async (client) => {
        // The pool reports closed before the server has seen its sockets go; dropping WITH (FORCE) then kills them
        // mid-goodbye and the pool raises an uncaught "terminating connection". Wait until they are gone.
        await waitUntilUnused(client, name);
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    database = openDatabase(config);
    if (!copyOf) await prepare(database, config, seed);
  } else {
    config.databaseUrl = undefined;
    const image = fromTemplate ? (seed ? template.sqliteSeeded : template.sqliteMigrated) : undefined;
    database = openDatabase({ ...config, sqliteImage: image ? Buffer.from(image, 'base64') : undefined });
    if (!image) await prepare(database, config, seed);
  }
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

async function prepare(database: DbHandle, config: ServerConfig, seed: boolean): Promise<void> {
  await migrateToLatest(database.db);
  if (seed) await seedAll(database.db, config);
}
