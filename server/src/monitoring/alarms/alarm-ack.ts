import type { Db, Dialect } from '../../db/database';
import { badRequest, invalid, notFound } from '../../lib/envelope';
import type { AlarmRow } from './alarm-dto';
import { writeAlarmLog } from './alarm-store';

export const ACK_COMMENT_MAX = 500;

/** The comment trimmed; 401 when it is empty or longer than ACK_COMMENT_MAX characters. */
export function readAckComment(raw: string): string {
  const comment = raw.trim();
  if (comment.length === 0) throw invalid('comment must not be empty: say what you saw or did');
  if ([...comment].length > ACK_COMMENT_MAX) throw invalid(`comment must be at most ${ACK_COMMENT_MAX} characters`);
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
    if (!current) throw notFound('No such alarm');
    if (current.acknowledged === 1) {
      throw badRequest(`This alarm was already acknowledged by ${current.ackBy ?? 'someone'}`);
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
