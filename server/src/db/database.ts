import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import { registerTableWrites, TableWrites } from './table-writes';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
  /** SQLite only: the database's bytes, which `openDatabase({ sqliteImage })` opens again (a copy in memory). */
  serialize?(): Buffer;
}

// PostgreSQL returns int8 and numeric as strings; every bigint column here is epoch ms or a count, safe as a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/**
 * Opens PostgreSQL when databaseUrl is set, otherwise the embedded SQLite file (WAL), or, given `sqliteImage` (what
 * `serialize()` answered), an in-memory copy of that database: the test suites start each server from one seeded copy.
 */
export function openDatabase(options: { sqlitePath: string; databaseUrl?: string | undefined; sqliteImage?: Buffer }): DbHandle {
  // TableWrites sees every query first, so caches of rarely written tables learn of each write (db/cached-read.ts).
  const writes = new TableWrites();
  const plugins = [writes, new CamelCasePlugin()];
  /**
   * Closing happens once however often it is asked for, and releases the connection or pool even when Kysely never
   * opened it: Kysely closes only what a query made it open.
   */
  const closeOnce = (release: () => Promise<void> | void) => {
    let closing: Promise<void> | undefined;
    return (db: Db) => () =>
      (closing ??= (async () => {
        writes.dispose();
        await db.destroy();
        await release();
      })());
  };
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    registerTableWrites(db, writes);
    const close = closeOnce(() => (pool.ended ? undefined : pool.end()));
    return { db, dialect: 'postgres', close: close(db) };
  }
  if (!options.sqliteImage && options.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqliteImage ?? options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins });
  registerTableWrites(db, writes);
  const close = closeOnce(() => {
    if (sqlite.open) sqlite.close();
  });
  return { db, dialect: 'sqlite', close: close(db), serialize: () => sqlite.serialize() };
}
