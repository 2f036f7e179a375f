import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { HistoryRows } from './history-rows';

type Executor = Pick<Kysely<Database>, 'executeQuery'>;

// SQLite binds at most 32,766 parameters: 1,024 rows of 5 is 5,120, near the measured optimum of the ingest
// (monitoring/ingest/write-readings.ts). The last statement is padded to a power of two by repeating its last row,
// which `on conflict do nothing` makes harmless, so the statement cache sees a handful of shapes, not one per point.
const SQLITE_ROWS = 1_024;
// PostgreSQL takes five arrays per statement (unnest), so the 65,535-parameter limit never applies; chunks keep
// each statement's arrays a few megabytes.
const PG_ROWS = 50_000;

function sqliteInsertText(rows: number): string {
  return (
    'insert into reading (point_id, ts, value, values_json, quality) values ' +
    Array.from({ length: rows }, () => '(?,?,?,?,?)').join(',') +
    ' on conflict do nothing'
  );
}

const PG_INSERT =
  'insert into reading (point_id, ts, value, values_json, quality) ' +
  'select * from unnest($1::text[], $2::int8[], $3::float8[], $4::text[], $5::int4[]) on conflict do nothing';

const paddedCount = (rows: number) => (rows <= 1 ? 1 : 2 ** Math.ceil(Math.log2(rows)));

async function insertSqlite(trx: Executor, rows: HistoryRows): Promise<void> {
  for (let start = 0; start < rows.ts.length; start += SQLITE_ROWS) {
    const end = Math.min(start + SQLITE_ROWS, rows.ts.length);
    const statementRows = end - start === SQLITE_ROWS ? SQLITE_ROWS : paddedCount(end - start);
    const params: unknown[] = new Array(statementRows * 5);
    let at = 0;
    for (let n = 0; n < statementRows; n += 1) {
      const i = Math.min(start + n, end - 1);
      params[at++] = rows.pointId;
      params[at++] = rows.ts[i];
      params[at++] = rows.value[i];
      params[at++] = rows.valuesJson[i];
      params[at++] = rows.quality[i];
    }
    await trx.executeQuery(CompiledQuery.raw(sqliteInsertText(statementRows), params));
  }
}

async function insertPostgres(trx: Executor, rows: HistoryRows): Promise<void> {
  for (let start = 0; start < rows.ts.length; start += PG_ROWS) {
    const end = Math.min(start + PG_ROWS, rows.ts.length);
    const ids = new Array<string>(end - start).fill(rows.pointId);
    const params = [
      ids,
      rows.ts.slice(start, end),
      rows.value.slice(start, end),
      rows.valuesJson.slice(start, end),
      rows.quality.slice(start, end),
    ];
    await trx.executeQuery(CompiledQuery.raw(PG_INSERT, params));
  }
}

/**
 * Writes one point's history and moves its latest_reading to the newest row (never backwards), straight into the
 * tables: no ingest listeners, so the alarm engine does not replay months of history. Run inside a transaction.
 */
export async function writeHistory(trx: Kysely<Database>, sqlite: boolean, rows: HistoryRows, receivedAt: number): Promise<void> {
  const last = rows.ts.length - 1;
  if (last < 0) return;
  await (sqlite ? insertSqlite(trx, rows) : insertPostgres(trx, rows));
  const newest = {
    pointId: rows.pointId,
    ts: rows.ts[last] as number,
    value: rows.value[last] as number,
    valuesJson: rows.valuesJson[last] ?? null,
    quality: rows.quality[last] as number,
    receivedAt,
  };
  await trx
    .insertInto('latestReading')
    .values(newest)
    .onConflict((oc) =>
      oc
        .column('pointId')
        .doUpdateSet({ ts: newest.ts, value: newest.value, valuesJson: newest.valuesJson, quality: newest.quality, receivedAt })
        .whereRef('excluded.ts', '>', 'latestReading.ts'),
    )
    .execute();
}
