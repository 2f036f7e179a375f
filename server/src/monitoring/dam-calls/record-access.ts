import type { Db } from '../../db/database';
import { missing } from '../../i18n/localized-error';
import { assertProjectAccess } from '../project-access';

/** A manual record that exists (404) and whose project the user may read (403), found by `find`. */
export async function readableRecord<R extends { projectId: string }>(
  db: Db,
  userId: string,
  id: string,
  find: (db: Db, id: string) => Promise<R | undefined>,
): Promise<R> {
  const record = await find(db, id);
  if (!record) throw missing('dam.no-such-record');
  await assertProjectAccess(db, userId, record.projectId, 'read');
  return record;
}
