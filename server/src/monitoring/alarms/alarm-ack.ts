import type { Db, Dialect } from '../../db/database';
import { missing, refuse, reject } from '../../i18n/localized-error';
import type { AlarmRow } from './alarm-dto';
import { writeAlarmLog } from './alarm-store';

export const ACK_COMMENT_MAX = 500;

/** The comment trimmed; 401 when it is empty or longer than ACK_COMMENT_MAX characters. */
export function readAckComment(raw: string): string {
  const comment = raw.trim();
  if (comment.length === 0) throw reject('alarms.comment-empty');
  if ([...comment].length > ACK_COMMENT_MAX) throw reject('alarms.comment-too-long', { max: ACK_COMMENT_MAX });
  return comment;
}

/**
 * Acknowledges an alarm for a user, recording who, when and why, and logs it. A cleared alarm that is acknowledged
 * is closed. Acknowledging an alarm that is already acknowledged answers 400 (someone else got there first).
 */
export async function acknowledgeAlarm(
  db: Db,
  dialect: Dialect,
  alarmId: string,
  user: { id: string; name: string },
  comment: string,
  now: number,
): Promise<AlarmRow> {
  return db.transaction().execute(async (trx) => {
    const query = trx.selectFrom('alarm').selectAll().where('id', '=', alarmId);
    const current = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (!current) throw missing('alarms.no-such-alarm');
    if (current.acknowledged === 1) {
      throw current.ackBy ? refuse('alarms.already-acknowledged', { by: current.ackBy }) : refuse('alarms.already-acknowledged-unknown');
    }
    const row = await trx
      .updateTable('alarm')
      .set((eb) => ({
        acknowledged: 1,
        ackByUserId: user.id,
        ackBy: user.name,
        ackAt: now,
        ackComment: comment,
        closedAt: current.state === 'cleared' ? now : null,
        updatedAt: now,
        revision: eb('revision', '+', 1),
      }))
      .where('id', '=', alarmId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAlarmLog(trx, row, 'acknowledged', now, { userId: user.id, userName: user.name, comment });
    return row;
  });
}
