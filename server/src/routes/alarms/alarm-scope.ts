import type { Db } from '../../db/database';
import { assertAlarmRead } from '../../monitoring/alarms/alarm-permissions';
import { visibleProjectIds } from '../../monitoring/project-access';

/** The projects a read covers: the one asked for (403 when not visible), else every project the user may see. */
export async function readScope(db: Db, userId: string, projectId: string | undefined): Promise<string[]> {
  const wanted = projectId?.trim();
  if (wanted) {
    await assertAlarmRead(db, userId, wanted);
    return [wanted];
  }
  return visibleProjectIds(db, userId);
}
