import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/schema';
import { migrateToLatest } from '../../../server/src/db/migrate';
import { withStatementCache } from '../../../server/src/db/statement-cache';
import type { CachedPoint } from '../../../server/src/monitoring/point-cache';
import type { ValidReading } from '../../../server/src/monitoring/ingest/ingest-types';
import { insertReadings, paddedRowCount, upsertLatest } from '../../../server/src/monitoring/ingest/write-readings';

let sqlite: SQLite.Database;
let db: Kysely<Database>;
let prepared: Set<string>;

beforeEach(async () => {
  sqlite = new SQLite(':memory:');
  // These tests are about statements, not about points: readings may name points that have no row.
  sqlite.pragma('foreign_keys = OFF');
  prepared = new Set();
  const original = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared.add(text);
    return original(text);
  }) as typeof sqlite.prepare;
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [new CamelCasePlugin()] });
  await migrateToLatest(db);
  prepared.clear();
});
afterEach(async () => {
  await db.destroy();
});

const point = (id: string) => ({ id }) as CachedPoint;
const reading = (pointId: string, ts: number, value = 1): ValidReading => ({
  point: point(pointId),
  ts,
  value,
  values: null,
  quality: 0,
  index: 0,
});

describe('ingest statements', () => {
  it('pads row counts to powers of two', () => {
    expect([0, 1, 2, 3, 5, 100, 1000, 1024].map(paddedRowCount)).toEqual([1, 1, 2, 4, 8, 128, 1024, 1024]);
  });

  it('keeps batches of every size to a few statement shapes, so the statement cache holds no pile of large inserts', async () => {
    let ts = 0;
    for (let size = 1; size <= 200; size += 1) {
      const rows = Array.from({ length: size }, (_, index) => reading(`p${index % 7}`, (ts += 1)));
      rows.sort((a, b) => (a.point.id < b.point.id ? -1 : a.point.id > b.point.id ? 1 : a.ts - b.ts));
      await db.transaction().execute(async (trx) => {
        const stored = await insertReadings(trx, true, rows);
        await upsertLatest(trx, true, stored, 0);
      });
    }
    const inserts = [...prepared].filter((text) => text.startsWith('insert into reading'));
    const latest = [...prepared].filter((text) => text.startsWith('insert into latest_reading'));
    // 200 batch sizes: 1..256 rows padded is 9 shapes; the latest-reading upsert sees 1..7 points, 4 shapes.
    expect(inserts.length).toBeLessThanOrEqual(9);
    expect(latest.length).toBeLessThanOrEqual(4);
    const stored = await db
      .selectFrom('reading')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(ts);
  });

  it('stores each padded batch exactly once and reports repeated readings as not stored', async () => {
    const first = [reading('p1', 1), reading('p1', 2), reading('p1', 3)];
    const stored = await db.transaction().execute((trx) => insertReadings(trx, true, first));
    expect(stored.map((row) => row.ts)).toEqual([1, 2, 3]);
    // Older rows go through RETURNING: the two already stored are not reported again, the padding neither.
    const again = await db
      .transaction()
      .execute((trx) => insertReadings(trx, true, [reading('p1', 0), reading('p1', 2), reading('p1', 3)]));
    expect(again.map((row) => row.ts)).toEqual([0]);
    const rows = await db.selectFrom('reading').select('ts').orderBy('ts').execute();
    expect(rows.map((row) => Number(row.ts))).toEqual([0, 1, 2, 3]);
  });

  it('moves the latest reading forward only, padding or not', async () => {
    await db
      .transaction()
      .execute((trx) => upsertLatest(trx, true, [reading('p1', 5, 50), reading('p2', 7, 70), reading('p3', 9, 90)], 100));
    await db
      .transaction()
      .execute((trx) => upsertLatest(trx, true, [reading('p1', 4, 40), reading('p2', 8, 80), reading('p3', 9, 99)], 200));
    const latest = await db.selectFrom('latestReading').select(['pointId', 'ts', 'value']).orderBy('pointId').execute();
    expect(latest.map((row) => [row.pointId, Number(row.ts), row.value])).toEqual([
      ['p1', 5, 50],
      ['p2', 8, 80],
      ['p3', 9, 90],
    ]);
  });
});
