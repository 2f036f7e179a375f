import type { Db } from '../../db/database';
import type { AlarmLogEntry } from '../../wire/alarm';
import { severityNameOf, type SeverityName } from './severity';

// An alarm that flaps for weeks could log thousands of steps; the newest ones matter.
const LOG_LIMIT = 1_000;

/** An alarm's history in the order it happened (by revision), at most the newest 1,000 entries. */
export async function listAlarmLog(db: Db, alarmId: string, names: readonly SeverityName[]): Promise<AlarmLogEntry[]> {
  const rows = await db
    .selectFrom('alarmLog')
    .selectAll()
    .where('alarmId', '=', alarmId)
    .orderBy('revision', 'desc')
    .orderBy('at', 'desc')
    .limit(LOG_LIMIT)
    .execute();
  return rows.reverse().map((row) => ({
    id: row.id,
    alarmId: row.alarmId,
    at: row.at,
    action: row.action,
    severity: row.severity,
    severityName: severityNameOf(names, row.severity),
    state: row.state,
    acknowledged: row.acknowledged === 1,
    value: row.value,
    userId: row.userId,
    userName: row.userName,
    comment: row.comment,
    revision: row.revision,
  }));
}
