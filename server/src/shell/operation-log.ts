import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { newId } from '../lib/ids';

export interface OperationEntry {
  userId: string;
  action: string;
  targetId: string;
  projectId: string | null;
  /** The new values; stored as JSON text. */
  detail: unknown;
}

/**
 * Writes one operation-log row: who (id and account), when, from which address, what and the new values. Called right
 * after the change it records has been stored.
 */
export async function writeOperationLog(db: Db, request: FastifyRequest, entry: OperationEntry, now = Date.now()): Promise<void> {
  const user = await db.selectFrom('users').select('account').where('id', '=', entry.userId).executeTakeFirst();
  await db
    .insertInto('operationLog')
    .values({
      id: newId(),
      at: now,
      userId: entry.userId,
      account: user?.account ?? '',
      action: entry.action,
      targetId: entry.targetId,
      projectId: entry.projectId,
      detail: JSON.stringify(entry.detail ?? null),
      ipAddress: request.ip,
    })
    .execute();
}
