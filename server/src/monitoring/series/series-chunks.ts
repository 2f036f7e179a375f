import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { CompiledQuery } from 'kysely';
import type { Db, Dialect } from '../../db/database';
import { SERIES_BAD_QUALITY } from '../../wire/series';

/**
 * Rows per query. A year of minutes is 32 queries; each blocks the event loop (SQLite runs in-thread) for about
 * 10 ms, and other requests run in between.
 */
export const SERIES_CHUNK_ROWS = 16_384;

/** One chunk of a series as JSON text: comma-separated numbers (`null` for a bad reading), ready to splice in. */
export interface SeriesChunk {
  count: number;
  lastTs: number;
  tsText: string;
  valuesText: string;
}

interface ChunkRow {
  n: number | string;
  first: number | string | null;
  last: number | string | null;
  ts: string | null;
  v: string | null;
}

// The database writes the numbers as text and joins them (SQLite's group_concat, PostgreSQL's string_agg), so a year
// of readings never becomes half a million JavaScript objects. PostgreSQL's aggregate is ordered by ts. SQLite's
// ordered aggregate sorts again what the primary-key scan already delivers in order (a third slower), so the plain one
// runs and its result is checked: the ts text must start with the chunk's min(ts) and end with its max(ts); otherwise
// the chunk is read again with the ordered aggregate. SQLite prints a double with
// up to 15 significant digits (125.0, 1.0e-05) and PostgreSQL its shortest exact form (125, 1e-05): both are JSON
// numbers. A channel value that is missing or not a number reads as null rather than breaking the JSON; the outer
// coalesce matters: both aggregates skip SQL nulls, which would shift every later value against its time.
// group_concat turns a double into text itself (a cast first costs a tenth more).
const SQLITE_VALUE = `case when quality >= ${SERIES_BAD_QUALITY} then 'null' else value end`;
const SQLITE_CHANNEL =
  `case when quality >= ${SERIES_BAD_QUALITY} or coalesce(json_type(values_json, ?), '') not in ('real', 'integer') then 'null' ` +
  `else json_extract(values_json, ?) end`;
const PG_VALUE = `case when quality >= ${SERIES_BAD_QUALITY} then 'null' else value::text end`;
const PG_CHANNEL =
  `case when quality >= ${SERIES_BAD_QUALITY} or coalesce(jsonb_typeof(values_json::jsonb -> $5), '') <> 'number' then 'null' ` +
  `else values_json::jsonb ->> $5 end`;

function sqliteQuery(channel: boolean, ordered: boolean): string {
  const order = ordered ? ' order by ts' : '';
  return (
    `select count(*) as n, min(ts) as first, max(ts) as last, group_concat(ts, ','${order}) as ts, group_concat(v, ','${order}) as v from (` +
    `select ts, coalesce(${channel ? SQLITE_CHANNEL : SQLITE_VALUE}, 'null') as v from reading where point_id = ? and ts >= ? and ts <= ? ` +
    `order by ts limit ?)`
  );
}

function pgQuery(channel: boolean): string {
  return (
    `select count(*) as n, min(ts) as first, max(ts) as last, string_agg(ts::text, ',' order by ts) as ts, string_agg(v, ',' order by ts) as v from (` +
    `select ts, coalesce(${channel ? PG_CHANNEL : PG_VALUE}, 'null') as v from reading where point_id = $1 and ts >= $2 and ts <= $3 ` +
    `order by ts limit $4) as chunk`
  );
}

/** The JSON path of a channel key in values_json (keys are `[A-Za-z0-9_.:@-]`, quoted because of the dot). */
const channelPath = (channel: string) => `$."${channel}"`;

interface ChunkRequest {
  pointId: string;
  channel: string | null;
  from: number;
  to: number;
  rows: number;
}

async function queryChunk(db: Db, dialect: Dialect, request: ChunkRequest, ordered: boolean): Promise<ChunkRow | undefined> {
  const sqlite = dialect === 'sqlite';
  const params: unknown[] = [];
  if (sqlite && request.channel !== null) params.push(channelPath(request.channel), channelPath(request.channel));
  params.push(request.pointId, request.from, request.to, request.rows);
  if (!sqlite && request.channel !== null) params.push(request.channel);
  const text = sqlite ? sqliteQuery(request.channel !== null, ordered) : pgQuery(request.channel !== null);
  const result = await db.executeQuery<ChunkRow>(CompiledQuery.raw(text, params));
  return result.rows[0];
}

/** True when the joined times run from the chunk's first to its last reading (the order check, see above). */
const inOrder = (row: ChunkRow) => row.ts?.startsWith(`${row.first},`) === true && row.ts.endsWith(`,${row.last}`);

async function readChunk(db: Db, dialect: Dialect, request: ChunkRequest): Promise<SeriesChunk | null> {
  let row = await queryChunk(db, dialect, request, false);
  if (!row || Number(row.n) === 0) return null;
  if (dialect === 'sqlite' && Number(row.n) > 1 && !inOrder(row)) row = (await queryChunk(db, dialect, request, true)) as ChunkRow;
  return { count: Number(row.n), lastTs: Number(row.last), tsText: row.ts ?? '', valuesText: row.v ?? '' };
}

/**
 * Every reading of a point (or one channel) in [from, to] as text chunks, oldest first, yielding to the event loop
 * between chunks. The (point_id, ts) primary key serves each chunk as one range seek.
 */
export async function* seriesChunks(
  db: Db,
  dialect: Dialect,
  request: { pointId: string; channel: string | null; from: number; to: number },
  rows = SERIES_CHUNK_ROWS,
): AsyncGenerator<SeriesChunk> {
  let from = request.from;
  for (;;) {
    const chunk = await readChunk(db, dialect, { ...request, from, rows });
    if (!chunk) return;
    yield chunk;
    if (chunk.count < rows) return;
    // Times are whole milliseconds: the next chunk starts just after this one's last reading.
    from = chunk.lastTs + 1;
    await yieldToEventLoop();
  }
}
