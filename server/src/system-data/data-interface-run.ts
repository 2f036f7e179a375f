import type { Db, Dialect } from '../db/database';
import { AppError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { refuse } from '../i18n/localized-error';
import { bindValues } from './data-interface-definition';
import { storedParameters, type DataInterfaceRow } from './data-interface-store';
import type { FenceSettings } from './fence-settings';
import { callFencedHttp } from './http-fence';
import { runFencedSql } from './sql-runner';

/** Calls kept per interface in its log: older ones are dropped as new ones arrive. */
export const LOG_ENTRIES_KEPT = 200;

export interface RunContext {
  db: Db;
  dialect: Dialect;
  sqlitePath: string;
  fence: FenceSettings;
  caller: { userId: string; account: string; ipAddress: string };
}

async function execute(context: RunContext, row: DataInterfaceRow, given: Record<string, unknown>): Promise<unknown> {
  const values = bindValues(storedParameters(row), given);
  const settings = context.fence;
  if (row.dataType === 1) {
    return runFencedSql({
      db: context.db,
      dialect: context.dialect,
      sqlitePath: context.sqlitePath,
      statement: row.query,
      values,
      settings,
    });
  }
  if (row.dataType === 2) {
    try {
      return JSON.parse(row.query) as unknown;
    } catch {
      throw refuse('system-data.interface.static-invalid');
    }
  }
  return callFencedHttp({ path: row.path, method: row.requestMethod === 'POST' ? 'POST' : 'GET', values, settings });
}

async function writeLog(context: RunContext, interfaceId: string, startedAt: number, error: unknown): Promise<void> {
  // A LocalizedError's message is its English text: the log reads the same whoever looks at it.
  const reason = error === undefined ? '' : error instanceof AppError ? error.message : 'internal error';
  await context.db
    .insertInto('dataInterfaceLog')
    .values({
      id: newId(),
      interfaceId,
      userId: context.caller.userId,
      account: context.caller.account,
      invokedAt: startedAt,
      durationMs: Date.now() - startedAt,
      ok: error === undefined ? 1 : 0,
      error: reason.slice(0, 500),
      ipAddress: context.caller.ipAddress,
    })
    .execute();
  // Bounded: keep the newest LOG_ENTRIES_KEPT calls of this interface.
  const cutoff = await context.db
    .selectFrom('dataInterfaceLog')
    .select('invokedAt')
    .where('interfaceId', '=', interfaceId)
    .orderBy('invokedAt', 'desc')
    .offset(LOG_ENTRIES_KEPT)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) {
    await context.db
      .deleteFrom('dataInterfaceLog')
      .where('interfaceId', '=', interfaceId)
      .where('invokedAt', '<=', cutoff.invokedAt)
      .execute();
  }
}

/**
 * Runs a definition behind the fence and logs the call (who, when, how long, ok or the error). A disabled definition
 * is refused unless `evenDisabled` (the administrator's preview of a definition being edited).
 */
export async function runDataInterface(
  context: RunContext,
  row: DataInterfaceRow,
  given: Record<string, unknown>,
  evenDisabled = false,
): Promise<unknown> {
  if (row.enabledMark !== 1 && !evenDisabled) throw refuse('system-data.interface.disabled');
  const startedAt = Date.now();
  try {
    const result = await execute(context, row, given);
    await writeLog(context, row.id, startedAt, undefined);
    return result;
  } catch (error) {
    await writeLog(context, row.id, startedAt, error);
    throw error;
  }
}
