import { CompiledQuery, sql } from 'kysely';
import type { Db, Dialect } from '../db/database';
import { refuse, LocalizedError } from '../i18n/localized-error';
import { checkStatement } from './sql-fence';
import type { FenceSettings } from './fence-settings';
import { readSqliteFile } from './sqlite-read-worker';

export interface SqlRun {
  db: Db;
  dialect: Dialect;
  /** The SQLite file (':memory:' for an in-memory database). */
  sqlitePath: string;
  statement: string;
  values: Record<string, unknown>;
  settings: FenceSettings;
}

/** A failure of the statement itself, in the caller's language, without the database's own (possibly revealing) text. */
function failed(error: unknown, timeoutMs: number): Error {
  if (error instanceof LocalizedError) return error;
  const code = (error as { code?: string }).code;
  // 57014: PostgreSQL's query_canceled, which statement_timeout raises.
  if (code === '57014') return refuse('system-data.fence.timeout', { ms: timeoutMs });
  return refuse('system-data.fence.sql-failed', { reason: error instanceof Error ? error.message.slice(0, 200) : '' });
}

/**
 * Runs a data interface's statement behind the fence: checked again (the definition may predate a rule), bound by
 * name, at most `maxRows` rows, read-only and time-limited. PostgreSQL: a READ ONLY transaction with SET LOCAL
 * statement_timeout. SQLite file: a worker with its own read-only connection (sqlite-read-worker.ts). In-memory
 * SQLite (tests, throwaway servers) has one connection only: it runs there with PRAGMA query_only, without a timer.
 */
export async function runFencedSql(run: SqlRun): Promise<Record<string, unknown>[]> {
  const checked = checkStatement(run.statement, run.dialect);
  const values = checked.parameterNames.map((name) => {
    const value = run.values[name];
    return value === undefined ? null : value;
  });
  const limited = `SELECT * FROM (${checked.text}) fenced LIMIT ${run.settings.maxRows}`;
  try {
    if (run.dialect === 'postgres') {
      return await run.db.transaction().execute(async (trx) => {
        await sql`SET TRANSACTION READ ONLY`.execute(trx);
        await sql.raw(`SET LOCAL statement_timeout = ${Math.floor(run.settings.timeoutMs)}`).execute(trx);
        const result = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(limited, values));
        return [...result.rows];
      });
    }
    if (run.sqlitePath !== ':memory:' && run.sqlitePath !== '') {
      return await readSqliteFile({ path: run.sqlitePath, text: limited, values, timeoutMs: run.settings.timeoutMs });
    }
    return await run.db.connection().execute(async (connection) => {
      await sql`PRAGMA query_only = ON`.execute(connection);
      try {
        const result = await connection.executeQuery<Record<string, unknown>>(CompiledQuery.raw(limited, values));
        return [...result.rows];
      } finally {
        await sql`PRAGMA query_only = OFF`.execute(connection);
      }
    });
  } catch (error) {
    throw failed(error, run.settings.timeoutMs);
  }
}
