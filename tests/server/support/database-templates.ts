import pg from 'pg';
import type { ServerConfig } from '../../../server/src/config';
import { openDatabase } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { seedAll } from '../../../server/src/seed/seed-all';

/**
 * Databases built once per test run and copied for every test server, instead of migrating and seeding each one
 * (the demo seed hashes ten passwords with scrypt: about 0.3 s a server on SQLite, more on PostgreSQL).
 * SQLite copies are in-memory databases opened from the template's bytes; PostgreSQL copies use CREATE DATABASE ...
 * TEMPLATE. Built by global-setup.ts, used by test-app.ts.
 */
export interface DatabaseTemplates {
  /** Migrated SQLite database, as base64 of its bytes (vitest passes only JSON to the test files). */
  sqliteMigrated: string;
  /** Migrated and seeded with the test configuration. */
  sqliteSeeded: string;
  /** PostgreSQL template databases, when TEST_DATABASE_URL is set. */
  postgresMigrated?: string;
  postgresSeeded?: string;
}

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Waits until no session is connected to `name`: a copy or a drop fails while one is, and a pool's goodbye lags. */
export async function waitUntilUnused(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    const result = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
    if (Number(result.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function buildSqlite(config: ServerConfig, seed: boolean): Promise<string> {
  const database = openDatabase({ sqlitePath: ':memory:' });
  try {
    await migrateToLatest(database.db);
    if (seed) await seedAll(database.db, config);
    const image = database.serialize?.();
    if (!image) throw new Error('the SQLite handle cannot serialise itself');
    return image.toString('base64');
  } finally {
    await database.close();
  }
}

async function buildPostgres(config: ServerConfig, adminUrl: string, name: string, seed: boolean): Promise<string> {
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const database = openDatabase({ sqlitePath: ':memory:', databaseUrl: databaseUrlFor(adminUrl, name) });
  try {
    await migrateToLatest(database.db);
    if (seed) await seedAll(database.db, config);
  } finally {
    await database.close();
  }
  await withAdminClient(adminUrl, (client) => waitUntilUnused(client, name));
  return name;
}

export async function buildDatabaseTemplates(config: ServerConfig, adminUrl: string | undefined): Promise<DatabaseTemplates> {
  const templates: DatabaseTemplates = {
    sqliteMigrated: await buildSqlite(config, false),
    sqliteSeeded: await buildSqlite(config, true),
  };
  if (adminUrl) {
    const run = `${Date.now().toString(36)}_${process.pid}`;
    templates.postgresMigrated = await buildPostgres(config, adminUrl, `sluice_tpl_migrated_${run}`, false);
    templates.postgresSeeded = await buildPostgres(config, adminUrl, `sluice_tpl_seeded_${run}`, true);
  }
  return templates;
}

export async function dropDatabaseTemplates(templates: DatabaseTemplates, adminUrl: string | undefined): Promise<void> {
  if (!adminUrl) return;
  await withAdminClient(adminUrl, async (client) => {
    for (const name of [templates.postgresMigrated, templates.postgresSeeded]) {
      if (name) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}
