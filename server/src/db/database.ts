import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

// PostgreSQL returns int8 and numeric as strings; every bigint column here is epoch ms or a count, safe as a JS number.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable and preparing is most of a small query's
 * cost, so keep the recently used ones. Safe because better-sqlite3 runs each statement to completion synchronously.
 */
function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (sql: string): SQLite.Statement => {
    const cached = cache.get(sql);
    if (cached) {
      cache.delete(sql);
      cache.set(sql, cached);
      return cached;
    }
    const statement = sqlite.prepare(sql);
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Opens PostgreSQL when databaseUrl is set, otherwise the embedded SQLite file (WAL). */
export function openDatabase(options: { sqlitePath: string; databaseUrl?: string | undefined }): DbHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  if (options.sqlitePath !== ':memory:') fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
