import type { Db } from '../db/database';
import { DEFAULT_TIME_ZONE } from './local-time';

/**
 * The zone a project's people count days in: its first dam's (as the weather forecast counts them), the site's
 * default (Asia/Shanghai) for a project without a dam or when no project is named.
 */
export async function projectTimeZone(db: Db, projectId: string | null | undefined): Promise<string> {
  if (!projectId) return DEFAULT_TIME_ZONE;
  const dam = await db
    .selectFrom('dam')
    .select('timeZone')
    .where('projectId', '=', projectId)
    .orderBy('sortCode')
    .orderBy('code')
    .executeTakeFirst();
  return dam?.timeZone ?? DEFAULT_TIME_ZONE;
}
