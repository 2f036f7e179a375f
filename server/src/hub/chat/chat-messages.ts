import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ChatContentType, ImMessageTable } from '../../db/tables/chat';

let lastSendTime = 0;

/** Epoch ms that never repeats or goes back within this process, so history order is exactly send order. */
export function nextSendTime(now = Date.now()): number {
  lastSendTime = Math.max(now, lastSendTime + 1);
  return lastSendTime;
}

export interface NewChatMessage {
  id: string;
  fromUserId: string;
  toUserId: string;
  content: string;
  contentType: ChatContentType;
  sendTime: number;
}

/** Stores a message and moves both sides' conversation rows, in one transaction (the receiver's unread + 1). */
export async function storeChatMessage(db: Db, message: NewChatMessage): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('imMessage')
      .values({
        id: message.id,
        sendUserId: message.fromUserId,
        receiveUserId: message.toUserId,
        content: message.content,
        contentType: message.contentType,
        sendTime: message.sendTime,
        readTime: null,
      })
      .execute();
    const last = { lastMessageId: message.id, lastTime: message.sendTime };
    await trx
      .insertInto('imConversation')
      .values({ userId: message.fromUserId, peerUserId: message.toUserId, ...last, unreadCount: 0 })
      .onConflict((conflict) => conflict.columns(['userId', 'peerUserId']).doUpdateSet(last))
      .execute();
    await trx
      .insertInto('imConversation')
      .values({ userId: message.toUserId, peerUserId: message.fromUserId, ...last, unreadCount: 1 })
      .onConflict((conflict) =>
        conflict
          .columns(['userId', 'peerUserId'])
          .doUpdateSet((eb) => ({ ...last, unreadCount: eb('imConversation.unreadCount', '+', 1) })),
      )
      .execute();
  });
}

export interface HistoryQuery {
  currentPage: number;
  pageSize: number;
  order: 'asc' | 'desc';
  keyword?: string | undefined;
  /** Only messages sent before this epoch ms: a console paging upward asks for what precedes its oldest message. */
  before?: number | undefined;
}

/** `%`, `_` and the escape character itself match literally. */
export function likeContains(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of the conversation between `userId` and `peerId`, both directions, by send time. */
export async function listChatHistory(
  db: Db,
  userId: string,
  peerId: string,
  query: HistoryQuery,
): Promise<{ list: ImMessageTable[]; total: number }> {
  let base = db
    .selectFrom('imMessage')
    .where((eb) =>
      eb.or([
        eb.and([eb('sendUserId', '=', userId), eb('receiveUserId', '=', peerId)]),
        eb.and([eb('sendUserId', '=', peerId), eb('receiveUserId', '=', userId)]),
      ]),
    );
  const keyword = query.keyword?.trim();
  if (keyword) {
    base = base.where('contentType', '=', 'text').where(sql<boolean>`lower(content) like ${likeContains(keyword)} escape '\\'`);
  }
  if (query.before !== undefined) base = base.where('sendTime', '<', query.before);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const list = await base
    .selectAll()
    .orderBy('sendTime', query.order)
    .orderBy('id', query.order)
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize)
    .execute();
  return { list, total: Number(counted?.total ?? 0) };
}

/** Marks every message from `peerId` to `userId` read and clears the conversation's unread count. */
export async function markChatRead(db: Db, userId: string, peerId: string, now = Date.now()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('imMessage')
      .set({ readTime: now })
      .where('sendUserId', '=', peerId)
      .where('receiveUserId', '=', userId)
      .where('readTime', 'is', null)
      .executeTakeFirst();
    await trx.updateTable('imConversation').set({ unreadCount: 0 }).where('userId', '=', userId).where('peerUserId', '=', peerId).execute();
    return Number(result.numUpdatedRows);
  });
}
