import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { ChatContentType } from '../../db/tables/chat';
import { likeContains } from './chat-messages';

/** An item of `GET /api/message/imreply` (contract section 4). */
export interface ConversationItem {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  latestMessage: string;
  latestDate: number;
  unreadMessage: number;
  messageType: ChatContentType;
}

/** The user's conversations, newest first, with the peer's profile, the latest message and the unread count. */
export async function listConversations(db: Db, userId: string, keyword?: string): Promise<ConversationItem[]> {
  let query = db
    .selectFrom('imConversation as c')
    .innerJoin('users as u', 'u.id', 'c.peerUserId')
    .innerJoin('imMessage as m', 'm.id', 'c.lastMessageId')
    .select(['c.peerUserId as id', 'u.realName', 'u.account', 'u.headIcon', 'm.content', 'm.contentType', 'c.lastTime', 'c.unreadCount'])
    .where('c.userId', '=', userId);
  const trimmed = keyword?.trim();
  if (trimmed) {
    const pattern = likeContains(trimmed);
    query = query.where(sql<boolean>`(lower(u.real_name) like ${pattern} escape '\\' or lower(u.account) like ${pattern} escape '\\')`);
  }
  const rows = await query.orderBy('c.lastTime', 'desc').orderBy('c.peerUserId').execute();
  return rows.map((row) => ({
    id: row.id,
    realName: row.realName,
    account: row.account,
    headIcon: row.headIcon,
    latestMessage: row.content,
    latestDate: row.lastTime,
    unreadMessage: row.unreadCount,
    messageType: row.contentType,
  }));
}

/** An item of initMessage.unreadNums: who wrote, how many unread, and their newest unread message. */
export interface UnreadFromPeer {
  sendUserId: string;
  unreadNum: number;
  defaultMessage: string;
  defaultMessageType: ChatContentType;
  defaultMessageTime: number;
}

export async function listUnreadByPeer(db: Db, userId: string): Promise<UnreadFromPeer[]> {
  const rows = await db
    .selectFrom('imConversation')
    .select(['peerUserId', 'unreadCount'])
    .where('userId', '=', userId)
    .where('unreadCount', '>', 0)
    .orderBy('lastTime', 'desc')
    .execute();
  const out: UnreadFromPeer[] = [];
  for (const row of rows) {
    const newest = await db
      .selectFrom('imMessage')
      .select(['content', 'contentType', 'sendTime'])
      .where('sendUserId', '=', row.peerUserId)
      .where('receiveUserId', '=', userId)
      .where('readTime', 'is', null)
      .orderBy('sendTime', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!newest) continue;
    out.push({
      sendUserId: row.peerUserId,
      unreadNum: row.unreadCount,
      defaultMessage: newest.content,
      defaultMessageType: newest.contentType,
      defaultMessageTime: newest.sendTime,
    });
  }
  return out;
}
