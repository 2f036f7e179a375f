import { CompiledQuery, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ValidReading } from './ingest-types';

type Executor = Pick<Kysely<Database>, 'executeQuery'>;

// SQLite allows 32,766 bound parameters per statement; 5 per row leaves room for 6,553 rows. Smaller statements
// compile faster and the measured optimum sits near 1,000 (bench/ingest-throughput.ts).
const SQLITE_ROWS_PER_STATEMENT = 1_000;
const LATEST_ROWS_PER_STATEMENT = 500;

const sqliteInsertText = new Map<number, string>();

function sqliteInsert(rows: number): string {
  let text = sqliteInsertText.get(rows);
  if (!text) {
    text =
      'insert into reading (point_id, ts, value, values_json, quality) values ' +
      Array.from({ length: rows }, () => '(?,?,?,?,?)').join(',') +
      ' on conflict do nothing returning point_id as p, ts as t';
    sqliteInsertText.set(rows, text);
  }
  return text;
}

// One statement per batch on PostgreSQL: five arrays instead of 5 x n parameters.
const PG_INSERT =
  'insert into reading (point_id, ts, value, values_json, quality) ' +
  'select * from unnest($1::text[], $2::int8[], $3::float8[], $4::text[], $5::int2[]) ' +
  'on conflict do nothing returning point_id as p, ts as t';

const key = (pointId: string, ts: number) => `${pointId}\u0000${ts}`;

export function isSqlite(db: { getExecutor(): { adapter: unknown } }): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * Inserts readings (already sorted by point and time, no repeated keys) and returns those that were new; rows
 * whose (point, time) is already stored are left alone. Run inside the caller's transaction.
 */
export async function insertReadings(trx: Executor, sqlite: boolean, rows: readonly ValidReading[]): Promise<ValidReading[]> {
  if (rows.length === 0) return [];
  const inserted = new Set<string>();
  if (sqlite) {
    for (let start = 0; start < rows.length; start += SQLITE_ROWS_PER_STATEMENT) {
      const chunk = rows.slice(start, start + SQLITE_ROWS_PER_STATEMENT);
      const params: unknown[] = new Array(chunk.length * 5);
      let at = 0;
      for (const row of chunk) {
        params[at++] = row.point.id;
        params[at++] = row.ts;
        params[at++] = row.value;
        params[at++] = row.values ? JSON.stringify(row.values) : null;
        params[at++] = row.quality;
      }
      const result = await trx.executeQuery<{ p: string; t: number }>(CompiledQuery.raw(sqliteInsert(chunk.length), params));
      // Every row new is the common case: skip building keys.
      if (result.rows.length === chunk.length) {
        for (const row of chunk) inserted.add(key(row.point.id, row.ts));
      } else {
        for (const row of result.rows) inserted.add(key(row.p, Number(row.t)));
      }
    }
  } else {
    const ids: string[] = [];
    const times: number[] = [];
    const values: number[] = [];
    const channels: (string | null)[] = [];
    const qualities: number[] = [];
    for (const row of rows) {
      ids.push(row.point.id);
      times.push(row.ts);
      values.push(row.value);
      channels.push(row.values ? JSON.stringify(row.values) : null);
      qualities.push(row.quality);
    }
    const result = await trx.executeQuery<{ p: string; t: number }>(CompiledQuery.raw(PG_INSERT, [ids, times, values, channels, qualities]));
    if (result.rows.length === rows.length) return [...rows];
    for (const row of result.rows) inserted.add(key(row.p, Number(row.t)));
  }
  return inserted.size === rows.length ? [...rows] : rows.filter((row) => inserted.has(key(row.point.id, row.ts)));
}

/** Moves each point's latest_reading forward to the newest of `rows` (never backwards: late data stays history). */
export async function upsertLatest(trx: Executor, sqlite: boolean, rows: readonly ValidReading[], receivedAt: number): Promise<void> {
  const newest = new Map<string, ValidReading>();
  for (const row of rows) {
    const current = newest.get(row.point.id);
    if (!current || row.ts > current.ts) newest.set(row.point.id, row);
  }
  // A fixed order keeps concurrent PostgreSQL transactions from locking the same rows in opposite orders.
  const list = [...newest.values()].sort((a, b) => (a.point.id < b.point.id ? -1 : a.point.id > b.point.id ? 1 : 0));
  for (let start = 0; start < list.length; start += LATEST_ROWS_PER_STATEMENT) {
    const chunk = list.slice(start, start + LATEST_ROWS_PER_STATEMENT);
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const row of chunk) {
      const n = params.length;
      tuples.push(sqlite ? '(?,?,?,?,?,?)' : `($${n + 1},$${n + 2},$${n + 3},$${n + 4},$${n + 5},$${n + 6})`);
      params.push(row.point.id, row.ts, row.value, row.values ? JSON.stringify(row.values) : null, row.quality, receivedAt);
    }
    const text =
      'insert into latest_reading (point_id, ts, value, values_json, quality, received_at) values ' +
      tuples.join(',') +
      ' on conflict (point_id) do update set ts = excluded.ts, value = excluded.value, values_json = excluded.values_json,' +
      ' quality = excluded.quality, received_at = excluded.received_at where excluded.ts > latest_reading.ts';
    await trx.executeQuery(CompiledQuery.raw(text, params));
  }
}
