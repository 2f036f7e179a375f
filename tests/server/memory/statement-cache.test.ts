import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from '../../../server/src/db/statement-cache';

/** A real in-memory SQLite whose prepare calls are counted, behind the statement cache. */
function countingDatabase(size: number) {
  const sqlite = new SQLite(':memory:');
  const prepared: string[] = [];
  const original = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared.push(text);
    return original(text);
  }) as typeof sqlite.prepare;
  return { cached: withStatementCache(sqlite, size), prepared, sqlite };
}

describe('the SQLite statement cache', () => {
  it('prepares a statement once and reuses it', () => {
    const { cached, prepared, sqlite } = countingDatabase(3);
    for (let round = 0; round < 5; round += 1) expect(cached.prepare('select 1 as one').get()).toEqual({ one: 1 });
    expect(prepared).toEqual(['select 1 as one']);
    sqlite.close();
  });

  it('drops the least recently used statement past its limit', () => {
    const { cached, prepared, sqlite } = countingDatabase(3);
    for (const n of [1, 2, 3, 4]) cached.prepare(`select ${n}`).get();
    cached.prepare('select 4').get();
    cached.prepare('select 1').get();
    // 'select 1' was the oldest when 'select 4' arrived: it had to be prepared again; 'select 4' did not.
    expect(prepared).toEqual(['select 1', 'select 2', 'select 3', 'select 4', 'select 1']);
    sqlite.close();
  });
});
