import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedRead } from '../../../server/src/db/cached-read';
import { openDatabase, type Db, type DbHandle } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';

let handle: DbHandle;
let db: Db;

beforeEach(async () => {
  handle = openDatabase({ sqlitePath: ':memory:' });
  db = handle.db;
  await migrateToLatest(db);
  await db
    .insertInto('sysConfig')
    .values([
      { key: 'title', value: 'Sluice' },
      { key: 'copyright', value: '2026' },
    ])
    .execute();
});
afterEach(async () => {
  await handle.close();
});

/** A cached read of one sys_config value that counts how often it really queries. */
function countingRead(options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
  const loads: string[] = [];
  const read = cachedRead(
    {
      tables: ['sysConfig'],
      maxEntries: options.maxEntries ?? 10,
      ttlMs: options.ttlMs ?? 60_000,
      ...(options.now ? { now: options.now } : {}),
    },
    async (database: Db, key: string) => {
      loads.push(key);
      const row = await database.selectFrom('sysConfig').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value ?? null;
    },
  );
  return { read, loads };
}

describe('cachedRead', () => {
  it('answers repeated reads from memory', async () => {
    const { read, loads } = countingRead();
    expect(await read(db, 'title')).toBe('Sluice');
    expect(await read(db, 'title')).toBe('Sluice');
    expect(loads).toEqual(['title']);
  });

  it('reloads after a write to a watched table, by the query builder or by raw SQL', async () => {
    const { read, loads } = countingRead();
    await read(db, 'title');
    await db.updateTable('sysConfig').set({ value: 'Sluice 2' }).where('key', '=', 'title').execute();
    expect(await read(db, 'title')).toBe('Sluice 2');
    await sql`update sys_config set value = 'Sluice 3' where key = 'title'`.execute(db);
    expect(await read(db, 'title')).toBe('Sluice 3');
    expect(loads).toEqual(['title', 'title', 'title']);
  });

  it('keeps its entries when other tables are written', async () => {
    const { read, loads } = countingRead();
    await read(db, 'title');
    await db.insertInto('captcha').values({ key: '1', code: 'abcd', expiresAt: 1 }).execute();
    await db.selectFrom('users').select('id').execute();
    await read(db, 'title');
    expect(loads).toEqual(['title']);
  });

  it('drops the least recently used key past its limit', async () => {
    const { read, loads } = countingRead({ maxEntries: 1 });
    await read(db, 'title');
    await read(db, 'copyright');
    await read(db, 'title');
    expect(loads).toEqual(['title', 'copyright', 'title']);
  });

  it('forgets an entry past its lifetime even without a write', async () => {
    let now = 0;
    const { read, loads } = countingRead({ ttlMs: 1_000, now: () => now });
    await read(db, 'title');
    now = 999;
    await read(db, 'title');
    now = 1_000;
    await read(db, 'title');
    expect(loads).toEqual(['title', 'title']);
  });

  it('shares one query among concurrent reads of a key', async () => {
    const { read, loads } = countingRead();
    const answers = await Promise.all([read(db, 'title'), read(db, 'title'), read(db, 'title')]);
    expect(answers).toEqual(['Sluice', 'Sluice', 'Sluice']);
    expect(loads).toEqual(['title']);
  });

  it('reads straight through inside a transaction, so it never caches uncommitted rows', async () => {
    const { read, loads } = countingRead();
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('sysConfig').set({ value: 'draft' }).where('key', '=', 'title').execute();
        expect(await read(trx, 'title')).toBe('draft');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await read(db, 'title')).toBe('Sluice');
    expect(loads).toEqual(['title', 'title']);
  });
});
