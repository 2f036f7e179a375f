import { chunks } from '../lib/chunks';
import type { Db } from '../db/database';
import { SEED_MESSAGES, type SeedMessage } from './seed-message-catalogue';

const HOUR_MS = 3_600_000;
const messageIdOf = (key: string) => `msg-seed-${key}`;

function bodyOf(message: SeedMessage, projectIds: Map<string, string>): Record<string, unknown> {
  const { project, ...rest } = message.body;
  const projectId = project ? projectIds.get(project) : undefined;
  return projectId ? { ...rest, projectId } : rest;
}

/**
 * Gives the demo people a realistic message centre (about a dozen messages for admin, some read). Receivers are
 * found by account and skipped when absent. Idempotent: messages and receiver rows that exist are left as they
 * are, so running it again neither duplicates anything nor resets what people have read.
 */
export async function seedMessages(db: Db, now = Date.now()): Promise<number> {
  const users = await db.selectFrom('users').select(['id', 'account', 'enabledMark']).execute();
  const byAccount = new Map(users.map((user) => [user.account, user]));
  const everyone = users.filter((user) => user.enabledMark === 1).map((user) => user.account);
  const projects = await db.selectFrom('project').select(['id', 'enCode']).execute();
  const projectIds = new Map(projects.map((project) => [project.enCode, project.id]));
  let created = 0;
  await db.transaction().execute(async (trx) => {
    for (const message of SEED_MESSAGES) {
      const receivers = (message.to === 'everyone' ? everyone : message.to).flatMap((account) => {
        const user = byAccount.get(account);
        return user ? [{ account, id: user.id }] : [];
      });
      if (receivers.length === 0) continue;
      const id = messageIdOf(message.key);
      const sentAt = now - message.hoursAgo * HOUR_MS;
      const exists = await trx.selectFrom('message').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) {
        const sender = message.from ? (byAccount.get(message.from)?.id ?? null) : null;
        await trx
          .insertInto('message')
          .values({
            id,
            type: message.type,
            messageType: message.messageType,
            title: message.title,
            bodyText: JSON.stringify(bodyOf(message, projectIds)),
            files: '[]',
            creatorUserId: sender,
            enabledMark: 1,
            createdAt: sentAt,
            lastModifyTime: sentAt,
            // A demo notice was released by its writer when it was sent; other kinds are not released by anyone.
            releaseTime: message.type === 1 ? sentAt : null,
            releaseUserId: message.type === 1 ? sender : null,
            lastModifyUserId: sender,
          })
          .execute();
        created += 1;
      }
      // A message to everyone goes to the people there are when it is first sent: someone created later (a site may
      // add thousands) does not receive an old demo notice at the next start.
      if (exists && message.to === 'everyone') continue;
      const present = await trx.selectFrom('messageReceiver').select('userId').where('messageId', '=', id).execute();
      const have = new Set(present.map((row) => row.userId));
      const missing = receivers.filter((receiver) => !have.has(receiver.id));
      // In slices: one multi-row insert for a large organisation would pass SQLite's bound-parameter limit.
      for (const slice of chunks(missing, 1_000)) {
        await trx
          .insertInto('messageReceiver')
          .values(
            slice.map((receiver) => {
              const read = message.readBy.includes(receiver.account);
              return { messageId: id, userId: receiver.id, isRead: read ? 1 : 0, readAt: read ? sentAt + HOUR_MS : null };
            }),
          )
          .execute();
      }
    }
  });
  return created;
}
