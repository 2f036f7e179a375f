import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db, type DbHandle } from '../../../server/src/db/database';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { tableWritesOf, type TableWrites } from '../../../server/src/db/table-writes';

let handle: DbHandle;
let db: Db;
let writes: TableWrites;

beforeEach(async () => {
  handle = openDatabase({ sqlitePath: ':memory:' });
  db = handle.db;
  await migrateToLatest(db);
  writes = tableWritesOf(db) as TableWrites;
});
afterEach(async () => {
  vi.useRealTimers();
  await handle.close();
});

describe('TableWrites', () => {
  it('is attached to every database openDatabase opens, and not to a transaction', async () => {
    expect(writes).toBeDefined();
    await db.transaction().execute(async (trx) => {
      expect(tableWritesOf(trx)).toBeUndefined();
    });
  });

  it('changes the version of a table on insert, update and delete, and not on reads', async () => {
    const versions = [writes.version(['sysConfig'])];
    await db.selectFrom('sysConfig').selectAll().execute();
    versions.push(writes.version(['sysConfig']));
    await db.insertInto('sysConfig').values({ key: 'title', value: 'a' }).execute();
    versions.push(writes.version(['sysConfig']));
    await db.updateTable('sysConfig').set({ value: 'b' }).execute();
    versions.push(writes.version(['sysConfig']));
    await db.deleteFrom('sysConfig').execute();
    versions.push(writes.version(['sysConfig']));
    expect(versions[1]).toBe(versions[0]);
    expect(new Set(versions.slice(1)).size).toBe(4);
  });

  it('leaves the versions of other tables alone', async () => {
    const before = writes.version(['menu', 'roleGrant']);
    await db.insertInto('sysConfig').values({ key: 'title', value: 'a' }).execute();
    expect(writes.version(['menu', 'roleGrant'])).toBe(before);
  });

  it('counts writes made inside a transaction', async () => {
    const before = writes.version(['sysConfig']);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('sysConfig').values({ key: 'title', value: 'a' }).execute();
    });
    expect(writes.version(['sysConfig'])).not.toBe(before);
  });

  it('treats raw SQL that writes as a write to every table', async () => {
    const before = writes.version(['menu']);
    await sql`select 1`.execute(db);
    expect(writes.version(['menu'])).toBe(before);
    await sql`insert into sys_config (key, value) values ('title', 'a')`.execute(db);
    expect(writes.version(['menu'])).not.toBe(before);
  });

  it('changes the version once more a moment after a write, for readers that saw it before its commit', async () => {
    // A database of its own, opened under fake timers, so no real timer from the shared setup is pending.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const own = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(own.db);
    const ownWrites = tableWritesOf(own.db) as TableWrites;
    await own.db.insertInto('sysConfig').values({ key: 'title', value: 'a' }).execute();
    const afterWrite = ownWrites.version(['sysConfig']);
    await vi.advanceTimersByTimeAsync(999);
    expect(ownWrites.version(['sysConfig'])).toBe(afterWrite);
    await vi.advanceTimersByTimeAsync(1);
    expect(ownWrites.version(['sysConfig'])).not.toBe(afterWrite);
    await own.close();
  });
});
