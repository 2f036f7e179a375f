import type SQLite from 'better-sqlite3';

/**
 * Prepared statements kept per SQLite connection. A statement holds native memory (a few kilobytes for a lookup, up
 * to half a megabyte for a 1,000-row insert), so the cache is bounded by count: past it, the least recently used is
 * dropped and prepared again when next needed. The server issues a few hundred distinct texts in all (the ingest
 * keeps its multi-row statements to a handful of shapes, monitoring/ingest/write-readings.ts).
 */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; better-sqlite3 statements are reusable and preparing is most of a small query's
 * cost, so keep the recently used ones. Safe because better-sqlite3 runs each statement to completion synchronously.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SQLite.Database {
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
    if (cache.size > size) cache.delete(cache.keys().next().value as string);
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
