import { CompiledQuery, SqliteAdapter, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ValidReading } from './ingest-types';

type Executor = Pick<Kysely<Database>, 'executeQuery'>;

// SQLite allows 32,766 bound parameters per statement; 5 per row leaves room for 6,553 rows. Smaller statements
// compile faster and the measured optimum sits near 1,000 (bench/ingest-throughput.ts).
const SQLITE_ROWS_PER_STATEMENT = 1_024;
const LATEST_ROWS_PER_STATEMENT = 512;
const NEWEST_POINTS_PER_STATEMENT = 128;

/**
 * Every distinct SQL text becomes a prepared statement in the SQLite statement cache (db/database.ts), and a
 * 1,000-row insert compiles to about half a megabyte of native memory. Batches of every size used to leave hundreds
 * of such statements behind (issue 15: 120 MB for 500 of them). SQLite statements are therefore padded to the next
 * power of two by repeating their last row, which `on conflict` makes harmless, so at most 11 shapes exist per kind.
 */
export function paddedRowCount(rows: number): number {
  return rows <= 1 ? 1 : 2 ** Math.ceil(Math.log2(rows));
}

function padded<T>(items: readonly T[]): T[] {
  const last = items[items.length - 1] as T;
  const out = [...items];
  while (out.length < paddedRowCount(items.length)) out.push(last);
  return out;
}

/** Insert texts by padded row count and RETURNING: 11 sizes x 2, so bounded without an eviction rule. */
const sqliteInsertText = new Map<string, string>();

function sqliteInsert(rows: number, returning: boolean): string {
  const cacheKey = `${rows}${returning ? 'r' : ''}`;
  let text = sqliteInsertText.get(cacheKey);
  if (!text) {
    text =
      'insert into reading (point_id, ts, value, values_json, quality) values ' +
      Array.from({ length: rows }, () => '(?,?,?,?,?)').join(',') +
      ' on conflict do nothing' +
      (returning ? ' returning point_id as p, ts as t' : '');
    sqliteInsertText.set(cacheKey, text);
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

/** Newest stored time per point (index seeks on the primary key), for the points of a batch. */
async function newestStored(trx: Executor, pointIds: readonly string[]): Promise<Map<string, number>> {
  const newest = new Map<string, number>();
  for (let start = 0; start < pointIds.length; start += NEWEST_POINTS_PER_STATEMENT) {
    // Asking twice for the last point changes nothing and keeps the statement one of a few shapes.
    const chunk = padded(pointIds.slice(start, start + NEWEST_POINTS_PER_STATEMENT));
    const text = chunk.map(() => 'select ? as p, (select max(ts) from reading where point_id = ?) as t').join(' union all ');
    const result = await trx.executeQuery<{ p: string; t: number | null }>(
      CompiledQuery.raw(
        text,
        chunk.flatMap((id) => [id, id]),
      ),
    );
    for (const row of result.rows) if (row.t !== null) newest.set(row.p, Number(row.t));
  }
  return newest;
}

async function sqliteChunks(trx: Executor, rows: readonly ValidReading[], returning: boolean, stored: ValidReading[]): Promise<void> {
  for (let start = 0; start < rows.length; start += SQLITE_ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + SQLITE_ROWS_PER_STATEMENT);
    // The repeated last row conflicts with itself and is skipped; with RETURNING it is reported once.
    const statementRows = padded(chunk);
    const params: unknown[] = new Array(statementRows.length * 5);
    let at = 0;
    for (const row of statementRows) {
      params[at++] = row.point.id;
      params[at++] = row.ts;
      params[at++] = row.value;
      params[at++] = row.values ? JSON.stringify(row.values) : null;
      params[at++] = row.quality;
    }
    const result = await trx.executeQuery<{ p: string; t: number }>(
      CompiledQuery.raw(sqliteInsert(statementRows.length, returning), params),
    );
    if (!returning || result.rows.length === chunk.length) {
      for (const row of chunk) stored.push(row);
    } else {
      const inserted = new Set(result.rows.map((row) => key(row.p, Number(row.t))));
      for (const row of chunk) if (inserted.has(key(row.point.id, row.ts))) stored.push(row);
    }
  }
}

/**
 * Inserts readings (sorted by point and time, no repeated keys) and returns those that were new; rows whose
 * (point, time) is already stored are left alone. Run inside the caller's transaction.
 *
 * SQLite: a transaction holds the only connection, so a row newer than its point's newest stored reading is
 * certainly new and goes in without RETURNING (a third faster); only older rows, which may be duplicates, ask
 * which were inserted. PostgreSQL: one unnest statement with RETURNING, safe against concurrent writers.
 */
export async function insertReadings(trx: Executor, sqlite: boolean, rows: readonly ValidReading[]): Promise<ValidReading[]> {
  if (rows.length === 0) return [];
  if (sqlite) {
    const pointIds: string[] = [];
    for (const row of rows) if (pointIds[pointIds.length - 1] !== row.point.id) pointIds.push(row.point.id);
    const newest = await newestStored(trx, pointIds);
    const appended: ValidReading[] = [];
    const older: ValidReading[] = [];
    for (const row of rows) {
      const last = newest.get(row.point.id);
      (last === undefined || row.ts > last ? appended : older).push(row);
    }
    const stored: ValidReading[] = [];
    await sqliteChunks(trx, older, true, stored);
    await sqliteChunks(trx, appended, false, stored);
    return stored;
  }
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
  const inserted = new Set(result.rows.map((row) => key(row.p, Number(row.t))));
  return rows.filter((row) => inserted.has(key(row.point.id, row.ts)));
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
    // SQLite: padded like the inserts (the repeated row's `excluded.ts > latest_reading.ts` is false, so it does
    // nothing). PostgreSQL refuses one statement touching a row twice, and keeps no statements, so it is not padded.
    const chunk = sqlite
      ? padded(list.slice(start, start + LATEST_ROWS_PER_STATEMENT))
      : list.slice(start, start + LATEST_ROWS_PER_STATEMENT);
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
