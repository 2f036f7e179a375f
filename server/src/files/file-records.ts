import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UploadedFileTable } from '../db/tables/files';

export type FileRecord = UploadedFileTable;

export async function insertFileRecord(db: Kysely<Database>, record: FileRecord): Promise<void> {
  await db.insertInto('uploadedFile').values(record).execute();
}

/** The record of a stored name uploaded through `area`, or undefined. */
export async function findFileRecord(db: Kysely<Database>, area: string, id: string): Promise<FileRecord | undefined> {
  return db.selectFrom('uploadedFile').selectAll().where('id', '=', id).where('area', '=', area).executeTakeFirst();
}

/** Any stored file of `area` with these bytes: what makes an instant upload possible. */
export async function findFileByMd5(db: Kysely<Database>, area: string, md5: string): Promise<FileRecord | undefined> {
  return db.selectFrom('uploadedFile').selectAll().where('md5', '=', md5).where('area', '=', area).executeTakeFirst();
}

/** Whether `userId` sent or received a chat message that shows the IM image at `path`. */
export async function inConversationWith(db: Kysely<Database>, userId: string, path: string): Promise<boolean> {
  // Media content is JSON text `{"path":"<path>",...}` (hub/chat/chat-content.ts); a stored name holds no LIKE wildcard.
  const row = await db
    .selectFrom('imMessage')
    .select('id')
    .where('content', 'like', `%"path":"${path}"%`)
    .where((eb) => eb.or([eb('sendUserId', '=', userId), eb('receiveUserId', '=', userId)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
